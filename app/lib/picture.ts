/** What an image imported with `?responsive` resolves to (vite-imagetools `as=picture`). */
export type Picture = {
  /** Format (`avif`, `webp`) → srcset. */
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
};

/** An image as content modules describe it: the picture plus its text alternative. */
export type ContentImage = {
  picture: Picture;
  /** Describes what the image shows; `''` only for purely decorative images. */
  alt: string;
  /**
   * The same photo cropped to portrait, for narrow screens where the landscape picture would
   * be mostly cut away (art direction). The component drawing the image decides where.
   */
  portrait?: Picture;
  /**
   * The CSS `object-position` that crops it around its crop point (lib/focus-point.ts), e.g.
   * `70% 50%`, for a frame of another shape; the centre when absent.
   */
  position?: string;
};

/**
 * The media query matching exactly where `condition` does not, e.g. for a second preload that
 * must not overlap the first. `not all and …` negates a condition in every browser, but only
 * one without a media type, a list (`a, b`) or an `or`, so those are refused.
 */
export function otherwise(condition: string) {
  if (!condition.startsWith('(') || /,|\bor\b/.test(condition)) {
    throw new Error(`otherwise() takes one media condition such as "(max-width: 640px)", not "${condition}"`);
  }
  return `not all and ${condition}`;
}
