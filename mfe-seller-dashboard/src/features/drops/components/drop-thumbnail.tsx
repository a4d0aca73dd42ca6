import { useRef } from 'react';
import type { Product } from '@drops/contracts';
import { MediaImage, MediaVideo, dropThumbnailImage, isVideoDrop } from '@drops/media';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { dashboardMessages } from '../../../messages';
import { PlayMark, ThumbnailFrame } from './drop-thumbnail.styles';

type ThumbnailDrop = Pick<Product, 'name' | 'visuals' | 'mainImage'>;

/** The video to preview: the first visual when it is one, else the .mp4 main image. */
function videoSource(drop: ThumbnailDrop): string {
  const first = drop.visuals[0];
  return first?.type === 'video' ? first.url : drop.mainImage;
}

/**
 * A drop's preview: for a video drop (spec section 3) its poster image with a play mark (the
 * video itself is never loaded by the list; a drop from before posters shows the video's first
 * frame, muted and still); otherwise its first image. Links are signed once the row nears the
 * screen, and the image is then fetched at once: `loading="lazy"` would only wait for a layout
 * to find what the row's own observer already found (issue 18: time to the last thumbnail).
 */
export function DropThumbnail({ drop, size }: { drop: ThumbnailDrop; size: number }) {
  const frameRef = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(frameRef);
  const video = isVideoDrop(drop);
  // What the list signs ahead for the first screen (use-seller-drops.ts): one rule for both.
  const image = dropThumbnailImage(drop);
  const poster = video ? image : '';

  return (
    <ThumbnailFrame ref={frameRef} $size={size} data-thumbnail={video ? 'video' : 'image'}>
      {near && video && poster ? (
        <>
          <MediaImage
            source={poster}
            alt={dashboardMessages.videoLabel(drop.name)}
            decoding="async"
          />
          <PlayMark aria-hidden="true">▶</PlayMark>
        </>
      ) : null}
      {near && video && !poster ? (
        <>
          <MediaVideo
            source={videoSource(drop)}
            label={dashboardMessages.videoLabel(drop.name)}
            muted
            playsInline
            preload="metadata"
          />
          <PlayMark aria-hidden="true">▶</PlayMark>
        </>
      ) : null}
      {near && !video ? (
        <MediaImage
          source={image}
          // Decorative: the drop's name sits beside it.
          alt=""
          decoding="async"
          // The frame's own width: the 96 px thumbnail (320 on a 3x screen), not the original.
          sizes={`${size}px`}
          fallbackWidth={size}
        />
      ) : null}
    </ThumbnailFrame>
  );
}
