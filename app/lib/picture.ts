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
};
