import {
  contentTypeOfName,
  imageContentTypes,
  uploadLimits,
  videoContentTypes,
} from '@drops/contracts';
import { editorMessages } from '../../messages';

const messages = editorMessages.visuals;

function typeOf(file: Pick<File, 'name' | 'type'>): string {
  return file.type ? file.type.toLowerCase() : (contentTypeOfName(file.name) ?? '');
}

/** `15728640` → `15 MB`; one decimal under 10 MB. */
export function formatSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 10) return `${Math.round(megabytes)} MB`;
  if (megabytes >= 0.1) return `${megabytes.toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export type FileCheck = { ok: true; type: 'image' | 'video' } | { ok: false; message: string };

/**
 * Checked before any upload (spec section 2, visuals): the first slot takes an image or a video,
 * the others images only, within the upload limits. The server checks the real content again.
 */
export function checkVisualFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  slot: number,
): FileCheck {
  const type = typeOf(file);
  const isImage = (imageContentTypes as readonly string[]).includes(type);
  const isVideo = (videoContentTypes as readonly string[]).includes(type);
  if (!isImage && !isVideo)
    return { ok: false, message: slot === 0 ? messages.wrongTypeFirst : messages.wrongType };
  if (isVideo && slot !== 0) return { ok: false, message: messages.videoOnlyFirst };
  if (isImage && file.size > uploadLimits.imageMaxBytes)
    return { ok: false, message: messages.imageTooLarge(formatSize(file.size)) };
  if (isVideo && file.size > uploadLimits.videoMaxBytes)
    return { ok: false, message: messages.videoTooLarge(formatSize(file.size)) };
  return { ok: true, type: isVideo ? 'video' : 'image' };
}

/** What the file pickers offer: the first slot also lists videos. */
export function acceptFor(slot: number): string {
  const images = imageContentTypes.join(',');
  return slot === 0 ? `${images},${videoContentTypes.join(',')}` : images;
}
