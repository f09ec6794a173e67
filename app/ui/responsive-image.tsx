import { preload } from 'react-dom';
import { otherwise, type ContentImage, type Picture } from '~/lib/picture';

type ResponsiveImageProps = {
  image: ContentImage;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /**
   * Where the image's portrait crop replaces it (one media condition, e.g. `(max-width: 640px)`)
   * and how wide it is drawn there. Images without a portrait crop ignore it.
   */
  portrait?: { media: string; sizes: string };
  /** The page's largest image above the fold: loaded eagerly, at high priority, and preloaded. */
  priority?: boolean;
  className?: string;
  /**
   * Drawn whole (`object-fit: contain`), never cropped: its crop point would only move it off
   * the centre of its box.
   */
  whole?: boolean;
};

const mimeTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };
const mimeType = (format: string) => mimeTypes[format] ?? `image/${format}`;

/** Every content image goes through here: modern formats, srcset, intrinsic size, lazy by default. */
export function ResponsiveImage({
  image,
  sizes,
  portrait,
  priority = false,
  className,
  whole = false,
}: ResponsiveImageProps) {
  const { sources, img } = image.picture;
  const crop = image.portrait && portrait ? { ...portrait, picture: image.portrait } : undefined;
  if (priority) {
    // Each preload carries the media of the <source> it stands for, so a browser fetches only
    // the one it will draw: the portrait crop where that applies, the landscape picture elsewhere.
    if (crop) preloadAvif(crop.picture, crop.sizes, crop.media);
    preloadAvif(image.picture, sizes, crop ? otherwise(crop.media) : undefined);
  }
  return (
    <picture>
      {crop
        ? Object.entries(crop.picture.sources).map(([format, srcSet]) => (
            <source
              key={`portrait-${format}`}
              media={crop.media}
              type={mimeType(format)}
              srcSet={srcSet}
              sizes={crop.sizes}
              width={crop.picture.img.w}
              height={crop.picture.img.h}
            />
          ))
        : null}
      {Object.entries(sources).map(([format, srcSet]) => (
        <source key={format} type={mimeType(format)} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={img.src}
        width={img.w}
        height={img.h}
        alt={image.alt}
        className={className}
        // Its crop point, where a frame of another shape crops it (the portrait crop is already
        // cut around the same point, which keeps it at the same place: lib/focus-point.ts).
        style={image.position && !whole ? { objectPosition: image.position } : undefined}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}

/**
 * Preloads the AVIF srcset; its `type` makes browsers without AVIF skip the preload rather
 * than fetch a file they cannot draw.
 */
function preloadAvif(picture: Picture, sizes: string, media: string | undefined) {
  if (!picture.sources.avif) return;
  preload(picture.img.src, {
    as: 'image',
    imageSrcSet: picture.sources.avif,
    imageSizes: sizes,
    type: 'image/avif',
    fetchPriority: 'high',
    media,
  });
}
