/**
 * The data protection supervisory authority for companies based in Brandenburg (the company sits in
 * Schönefeld). Its official name is German in both languages.
 */
export const dataProtectionAuthority = {
  name: 'Die Landesbeauftragte für den Datenschutz und für das Recht auf Akteneinsicht Brandenburg',
  street: 'Stahnsdorfer Damm 77',
  postalCodeAndCity: '14532 Kleinmachnow',
  website: 'https://www.lda.brandenburg.de',
} as const;
