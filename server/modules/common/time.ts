/** Wire times are second-based Unix timestamps (docs/product.md §9 date helper). */
export const toSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);
