import {
  uploadLimits,
  videoContentTypes,
  type MediaContentType,
  type VideoContentType,
} from '@drops/contracts';

/** Bytes of a file's start that `sniffMediaType` needs to decide. */
export const sniffLength = 64;

const ascii = (head: Buffer, start: number, end: number) =>
  head.subarray(start, end).toString('latin1');

/** ISO-BMFF major brands (`ftyp` box) per type; HEIC, 3GP and the like are not accepted. */
const mp4Brands = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'M4VP',
  'mmp4',
  'MSNV',
]);
const avifBrands = new Set(['avif', 'avis']);

function sniffIsoMedia(head: Buffer): MediaContentType | null {
  if (head.length < 12 || ascii(head, 4, 8) !== 'ftyp') return null;
  const major = ascii(head, 8, 12);
  if (avifBrands.has(major)) return 'image/avif';
  if (major === 'qt  ') return 'video/quicktime';
  if (mp4Brands.has(major)) return 'video/mp4';
  // Generic major brands (`mif1`, `msf1`) name AVIF among the compatible brands.
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    if (avifBrands.has(ascii(head, offset, offset + 4))) return 'image/avif';
  }
  return null;
}

/** Matroska files whose DocType is `webm` (plain Matroska is refused). */
function sniffWebm(head: Buffer): MediaContentType | null {
  if (head.length < 4 || head.readUInt32BE(0) !== 0x1a45dfa3) return null;
  return head.includes('webm', 4, 'latin1') ? 'video/webm' : null;
}

/** The type a file really has, read from its first bytes; null when not an accepted type. */
export function sniffMediaType(head: Buffer): MediaContentType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return 'image/jpeg';
  if (
    head.length >= 8 &&
    head.readUInt32BE(0) === 0x89504e47 &&
    head.readUInt32BE(4) === 0x0d0a1a0a
  )
    return 'image/png';
  const start = ascii(head, 0, 6);
  if (start === 'GIF87a' || start === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  return sniffIsoMedia(head) ?? sniffWebm(head);
}

export function isVideo(type: MediaContentType): type is VideoContentType {
  return (videoContentTypes as readonly string[]).includes(type);
}

export function maxBytesOf(type: MediaContentType): number {
  return isVideo(type) ? uploadLimits.videoMaxBytes : uploadLimits.imageMaxBytes;
}

const extensions: Record<MediaContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

export function extensionOf(type: MediaContentType): string {
  return extensions[type];
}
