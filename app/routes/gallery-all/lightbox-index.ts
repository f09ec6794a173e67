/** Lightbox navigation, free of React: steps move within one category and wrap at its ends. */

/** The index `delta` steps from `index` in a list of `length`, wrapping around both ends. */
export function wrapIndex(index: number, delta: number, length: number) {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}

type Categorised = { id: string; category: string };

/** The id of the image `delta` steps from `id` among the images of its own category. */
export function stepWithinCategory(images: readonly Categorised[], id: string, delta: number) {
  const current = images.find((image) => image.id === id);
  if (!current) return id;
  const siblings = images.filter((image) => image.category === current.category);
  const index = siblings.findIndex((image) => image.id === id);
  return siblings[wrapIndex(index, delta, siblings.length)]?.id ?? id;
}

/** "3 of 8": the image's position within its category. */
export function positionInCategory(images: readonly Categorised[], id: string) {
  const current = images.find((image) => image.id === id);
  const siblings = images.filter((image) => image.category === current?.category);
  return { position: siblings.findIndex((image) => image.id === id) + 1, total: siblings.length };
}
