/** The home hero's id: the address /#home, and the part the home page paints only once parsed (lib/head.ts). */
export const HOME_HERO_ID = 'home';
