/**
 * The message for a count, in the site's two languages: English and German both use the form 'one'
 * for exactly 1 and 'other' for every other count (CLDR cardinal rules; by-count.test.ts checks them
 * against Intl.PluralRules). Used instead of Lingui's plural(): for every plural message Lingui
 * creates an Intl.NumberFormat (for '#', even where the message has none), and the first one loads
 * the locale's number data, a 40 ms task on a phone in the middle of the apartments tab's start.
 * Write the count into the messages with useFormatters().number.
 */
export function byCount<T>(count: number, forms: { one: T; other: T }): T {
  return count === 1 ? forms.one : forms.other;
}
