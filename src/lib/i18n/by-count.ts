/**
 * The message for a count: English and German both use 'one' for exactly 1 and 'other' otherwise.
 * Instead of Lingui's plural(), which creates an Intl.NumberFormat and so loads the number data.
 */
export function byCount<T>(count: number, forms: { one: T; other: T }): T {
  return count === 1 ? forms.one : forms.other;
}
