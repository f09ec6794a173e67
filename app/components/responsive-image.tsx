import { preload } from 'react-dom';
import type { ContentImage } from '~/lib/picture';

type ResponsiveImageProps = {
  image: ContentImage;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The page's largest image above the fold: loaded eagerly, at high priority, and preloaded. */
  priority?: boolean;
  className?: string;
};

const mimeTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Every content image goes through here: modern formats, srcset, intrinsic size, lazy by default. */
export function ResponsiveImage({ image, sizes, priority = false, className }: ResponsiveImageProps) {
  const { sources, img } = image.picture;
  if (priority && sources.avif) {
    preload(img.src, {
      as: 'image',
      imageSrcSet: sources.avif,
      imageSizes: sizes,
      type: 'image/avif',
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      {Object.entries(sources).map(([format, srcSet]) => (
        <source key={format} type={mimeTypes[format] ?? `image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={img.src}
        width={img.w}
        height={img.h}
        alt={image.alt}
        sizes={sizes}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
