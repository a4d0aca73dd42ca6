import { MediaImage, MediaVideo, useMediaUrl } from '@drops/media';
import { editorMessages } from '../../../messages';
import type { VisualValue } from '../form-values';

const messages = editorMessages.visuals;

/** A just-uploaded file shows from the browser's copy; a stored one through its signed link. */
export function VisualPreview({
  visual,
  preview,
  number,
}: {
  visual: VisualValue;
  preview: string | undefined;
  number: number;
}) {
  // A video shows its poster (issue 18) until played; the hook runs for images too (no key).
  const poster = useMediaUrl(visual.type === 'video' ? visual.thumbnail : undefined);
  const posterUrl = poster.status === 'ready' ? poster.url : undefined;
  if (visual.type === 'video') {
    const label = messages.videoLabel(number);
    return preview ? (
      <video
        src={preview}
        poster={posterUrl}
        aria-label={label}
        muted
        playsInline
        preload="metadata"
      />
    ) : (
      <MediaVideo
        source={visual.url}
        poster={posterUrl}
        label={label}
        muted
        playsInline
        preload="metadata"
      />
    );
  }
  const alt = messages.imageAlt(number);
  return preview ? (
    <img src={preview} alt={alt} />
  ) : (
    // Five slots across the form (two on a phone): a slot is at most about 200 px wide.
    <MediaImage source={visual.url} alt={alt} sizes="(max-width: 600px) 50vw, 200px" />
  );
}
