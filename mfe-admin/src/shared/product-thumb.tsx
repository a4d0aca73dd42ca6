import styled from 'styled-components';
import type { AdminProduct } from '@drops/contracts';
import { MediaImage, MediaVideo, dropPreviewSource, isVideoDrop } from '@drops/media';
import { ThumbnailBox } from '@drops/ui';
import { adminAreaMessages } from '../messages';

const Frame = styled(ThumbnailBox)`
  .thumb-media {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const VideoMark = styled.span`
  position: absolute;
  right: 2px;
  bottom: 2px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: rgb(0 0 0 / 70%);
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.625rem;
  font-weight: 700;
`;

/**
 * The product's picture at thumbnail size: the thumbnail or image when there is one; a video
 * without a thumbnail shows its first frame (muted, nothing plays).
 */
export function ProductThumb({
  product,
  size = 48,
}: {
  product: Pick<AdminProduct, 'name' | 'mainImage' | 'visuals'>;
  size?: number;
}) {
  const video = isVideoDrop(product);
  const first = product.visuals[0];
  // An image is asked for by its own key (its thumbnails come with its link); a video shows
  // its poster when it has one.
  const poster = video ? first?.thumbnail : undefined;
  const source = poster || dropPreviewSource(product) || null;
  const showVideo = video && !poster;
  return (
    <Frame $size={size}>
      {showVideo ? (
        <MediaVideo
          className="thumb-media"
          source={source}
          label={product.name}
          muted
          playsInline
          preload="metadata"
        />
      ) : (
        <MediaImage
          className="thumb-media"
          source={source}
          alt={product.name}
          loading="lazy"
          sizes={`${size}px`}
          fallbackWidth={size}
        />
      )}
      {video ? <VideoMark aria-hidden="true">{adminAreaMessages.video}</VideoMark> : null}
    </Frame>
  );
}
