/** Prices are shown rounded to the nearest 1,000 euros (spec §9). */
export function displayPrice(price: number): number {
  return Math.round(price / 1000) * 1000;
}
