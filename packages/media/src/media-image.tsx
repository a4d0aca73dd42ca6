import { useState, type ImgHTMLAttributes } from 'react';
import { Skeleton } from '@drops/ui';
import { mediaLoadingLabel, placeholderImage } from './placeholder';
import { useMediaUrl } from './use-media-url';

export type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** A stored key or an http(s) link. */
  source: string | null | undefined;
  alt: string;
};

/**
 * An image from a key or link: a skeleton in its place while its link is fetched (saying the
 * spec's "Loading" to screen readers), the placeholder when the link or the image itself fails
 * (spec section 8).
 */
export function MediaImage({ source, alt, className, style, ...imageProps }: MediaImageProps) {
  const media = useMediaUrl(source);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  if (media.status === 'loading') {
    return <Skeleton className={className} style={style} label={mediaLoadingLabel} />;
  }
  const url = media.status === 'ready' && media.url !== brokenUrl ? media.url : placeholderImage;
  return (
    <img
      {...imageProps}
      className={className}
      style={style}
      src={url}
      alt={alt}
      data-media-state={url === placeholderImage ? 'placeholder' : 'ready'}
      onError={() => media.status === 'ready' && setBrokenUrl(media.url)}
    />
  );
}
