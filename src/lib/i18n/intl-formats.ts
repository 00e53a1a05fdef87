/**
 * Intl formatters, made once per locale and options and then reused. Creating one is costly (it
 * loads the locale's data): the finder's 56 cards used to create several each while rendering,
 * 0.4 s of main-thread time with a phone's CPU. Every number and date the site formats goes
 * through here. No imports: content modules and the app use it alike.
 *
 * Options passed as a module constant are found by identity; other objects by their contents.
 */
type Format = Intl.NumberFormat | Intl.DateTimeFormat;

const byContents = new Map<string, Format>();
const byIdentity = new WeakMap<object, Map<string, Format>>();

function cached<T extends Format>(kind: string, intlLocale: string, options: object, create: () => T): T {
  let forOptions = byIdentity.get(options);
  if (!forOptions) {
    forOptions = new Map();
    byIdentity.set(options, forOptions);
  }
  const known = forOptions.get(`${kind} ${intlLocale}`) as T | undefined;
  if (known) return known;
  const key = `${kind} ${intlLocale} ${JSON.stringify(options)}`;
  let format = byContents.get(key) as T | undefined;
  if (!format) {
    format = create();
    byContents.set(key, format);
  }
  forOptions.set(`${kind} ${intlLocale}`, format);
  return format;
}

const NO_OPTIONS = {};

/** `intlLocale` is a BCP 47 tag such as 'en-IE' or 'de-DE' (INTL_LOCALE in locale.ts). */
export function numberFormat(
  intlLocale: string,
  options: Intl.NumberFormatOptions = NO_OPTIONS,
): Intl.NumberFormat {
  return cached('n', intlLocale, options, () => new Intl.NumberFormat(intlLocale, options));
}

export function dateTimeFormat(
  intlLocale: string,
  options: Intl.DateTimeFormatOptions = NO_OPTIONS,
): Intl.DateTimeFormat {
  return cached('d', intlLocale, options, () => new Intl.DateTimeFormat(intlLocale, options));
}
