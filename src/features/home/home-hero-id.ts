/**
 * The home hero's id: the address /#home, and the part the home page paints only once it is parsed
 * whole (`firstScreen` in lib/head.ts).
 */
export const HOME_HERO_ID = 'home';
