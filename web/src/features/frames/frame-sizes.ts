type Sized = { sizes: readonly { label: string; price: number }[] };

/** The lowest size price, for "from $…" — sizes are not guaranteed to be sorted. */
export function startingPrice(frame: Sized): number {
  return Math.min(...frame.sizes.map((size) => size.price));
}
