import { useState, type VideoHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@drops/ui';
import { uploadMessages } from '@drops/contracts';
import { mediaLoadingLabel } from './placeholder';
import { useMediaUrl } from './use-media-url';

const Message = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

export type MediaVideoProps = Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> & {
  source: string | null | undefined;
  label: string;
};

/** A video from a key or link; "Video not available" when it cannot be played (spec section 8). */
export function MediaVideo({ source, label, className, style, ...videoProps }: MediaVideoProps) {
  const media = useMediaUrl(source);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  if (media.status === 'loading') {
    return <Skeleton className={className} style={style} label={mediaLoadingLabel} />;
  }
  if (media.status !== 'ready' || media.url === brokenUrl) {
    return (
      <Message className={className} style={style} role="img" aria-label={label}>
        {uploadMessages.videoNotAvailable}
      </Message>
    );
  }
  return (
    <video
      {...videoProps}
      className={className}
      style={style}
      src={media.url}
      aria-label={label}
      onError={() => setBrokenUrl(media.url)}
    />
  );
}
