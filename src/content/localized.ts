/** Content written in both languages (spec §3: per-locale project details), picked by the active locale. */
export interface Localized {
  en: string;
  de: string;
}
