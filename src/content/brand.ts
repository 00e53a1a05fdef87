/** The brand: five colours and two typefaces. */
export const brandColors = {
  green: '#2F4F4F',
  charcoal: '#333333',
  beige: '#E8E4D9',
  stone: '#A9A9A9',
  gold: '#F59E0B',
} as const;

export type BrandColorName = keyof typeof brandColors;

export const brandFonts = {
  titles: 'Montserrat',
  body: 'Open Sans',
} as const;
