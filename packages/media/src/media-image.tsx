import { useState, type ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
// Loads the workspace theme's type for `props.theme`.
import type {} from '@drops/ui';
import { placeholderImage } from './placeholder';
import { useMediaUrl } from './use-media-url';

const Frame = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
`;

export type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** A stored key or an http(s) link. */
  source: string | null | undefined;
  alt: string;
};

/**
 * An image from a key or link: "Loading" while its link is fetched, the placeholder when the
 * link or the image itself fails (spec section 8).
 */
export function MediaImage({ source, alt, className, style, ...imageProps }: MediaImageProps) {
  const media = useMediaUrl(source);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  if (media.status === 'loading') {
    return (
      <Frame className={className} style={style} role="status" aria-live="polite">
        Loading
      </Frame>
    );
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
