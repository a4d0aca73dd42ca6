import { useState, type ImgHTMLAttributes } from 'react';
import { Skeleton } from '@drops/ui';
import { mediaLoadingLabel, placeholderImage } from './placeholder';
import { thumbnailSrcSet, thumbnailUrlFor } from './thumbnail-sources';
import { useMediaUrl } from './use-media-url';

export type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** A stored key or an http(s) link. */
  source: string | null | undefined;
  alt: string;
  /**
   * How wide the image shows (the `sizes` attribute, e.g. "48px" or "(max-width: 600px) 100vw,
   * 320px"). Given, a stored image whose thumbnails are made is a `<picture>` of AVIF and WebP
   * thumbnails from which the browser takes the width it needs (issue 18); without it, or while
   * the thumbnails are being made, the original shows.
   */
  sizes?: string;
  /** The width in CSS pixels the fallback `<img>` is chosen for (default 320). */
  fallbackWidth?: number;
};

/**
 * An image from a key or link: a skeleton in its place while its link is fetched (saying the
 * spec's "Loading" to screen readers), the placeholder when the link or the image itself fails
 * (spec section 8).
 */
export function MediaImage({
  source,
  alt,
  className,
  style,
  sizes,
  fallbackWidth = 320,
  ...imageProps
}: MediaImageProps) {
  const media = useMediaUrl(source);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  // A thumbnail that fails to load gives way to the original before the placeholder does.
  const [thumbnailsBroken, setThumbnailsBroken] = useState<string | null>(null);

  if (media.status === 'loading') {
    return <Skeleton className={className} style={style} label={mediaLoadingLabel} />;
  }
  const thumbnails =
    media.status === 'ready' && sizes && media.url !== thumbnailsBroken
      ? media.thumbnails
      : undefined;
  const url =
    media.status === 'ready' && media.url !== brokenUrl
      ? thumbnails
        ? thumbnailUrlFor(media, fallbackWidth)
        : media.url
      : placeholderImage;
  const image = (
    <img
      {...imageProps}
      className={className}
      style={style}
      src={url}
      sizes={thumbnails ? sizes : undefined}
      alt={alt}
      data-media-state={url === placeholderImage ? 'placeholder' : 'ready'}
      data-thumbnails={thumbnails ? 'ready' : undefined}
      onError={() => {
        if (media.status !== 'ready') return;
        if (thumbnails) setThumbnailsBroken(media.url);
        else setBrokenUrl(media.url);
      }}
    />
  );
  if (!thumbnails) return image;
  return (
    // `display: contents`: the <img> keeps its place in the layout as if it stood alone.
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={thumbnailSrcSet(thumbnails, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={thumbnailSrcSet(thumbnails, 'webp')} sizes={sizes} />
      {image}
    </picture>
  );
}
