import { imageContentTypes, uploadLimits, videoContentTypes } from '@drops/contracts';
import { editorMessages } from '../../messages';

const messages = editorMessages.visuals;

/** When the browser gives no type (some systems), the extension decides. */
const typeByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

function typeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return typeByExtension[extension] ?? '';
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
