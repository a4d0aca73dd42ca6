import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  thumbnailFormats,
  thumbnailWidths,
  type ThumbnailFormat,
  type ThumbnailWidth,
} from '@drops/contracts';

/**
 * Images larger than this many pixels are refused before any is decoded: a decompression bomb
 * (a small PNG declaring 50,000 × 50,000 px) would otherwise ask for gigabytes. 100 MP covers
 * every phone and most cameras (a 12 MP photo is 12,000,000).
 */
export const maxImagePixels = 100_000_000;

// One image at a time per process (the worker's concurrency is one) and no cache of decoded
// tiles between jobs: memory stays at about one image's worth.
sharp.cache(false);
sharp.concurrency(1);

/** The image cannot be read (corrupt, truncated, not an image after all). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('Unreadable image', { cause });
    this.name = 'UnreadableImageError';
  }
}

/** The image carries metadata but its pixels cannot be decoded to write a copy without it. */
export class MetadataNotRemovableError extends Error {
  constructor(cause: unknown) {
    super('Image metadata cannot be removed', { cause });
    this.name = 'MetadataNotRemovableError';
  }
}

/** The image declares more pixels than `maxImagePixels`. */
export class OversizedImageError extends Error {
  constructor(readonly pixels: number) {
    super(`Image of ${pixels} pixels exceeds the limit`);
    this.name = 'OversizedImageError';
  }
}

const open = (bytes: Buffer): Sharp =>
  // `failOn: 'error'`: a truncated or corrupt file fails instead of giving half a picture.
  sharp(bytes, { limitInputPixels: maxImagePixels, failOn: 'error', animated: false });

interface ImageHeader {
  width: number;
  height: number;
  /** EXIF, XMP or IPTC blocks are present (GPS lives in EXIF and XMP). */
  carriesMetadata: boolean;
}

/** Reads the header only (no decode): size and whether metadata is attached. */
export async function readImageHeader(bytes: Buffer): Promise<ImageHeader> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new UnreadableImageError(error);
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > maxImagePixels) throw new OversizedImageError(width * height);
  return {
    width,
    height,
    carriesMetadata: Boolean(metadata.exif || metadata.xmp || metadata.iptc),
  };
}

type StrippableType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';
const strippable = new Set<string>(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

/**
 * Issue 18 point 4: the original as it will be stored, without EXIF/XMP/IPTC (GPS included).
 * An image that carries none is returned as it is, byte for byte. One that does is re-encoded
 * in its own format with its EXIF orientation applied to the pixels (the orientation tag goes
 * with the rest) and its colour profile kept: JPEG at quality 92 (4:4:4), PNG losslessly.
 * GIFs are kept as they are (no EXIF block in the format). See docs/decisions.md.
 */
export async function stripImageMetadata(bytes: Buffer, type: string): Promise<Buffer> {
  const header = await readImageHeader(bytes);
  if (!header.carriesMetadata || !strippable.has(type)) return bytes;
  const image = open(bytes).rotate().keepIccProfile();
  try {
    switch (type as StrippableType) {
      case 'image/jpeg':
        return await image
          .jpeg({ quality: 92, chromaSubsampling: '4:4:4', mozjpeg: true })
          .toBuffer();
      case 'image/png':
        return await image.png({ compressionLevel: 9 }).toBuffer();
      case 'image/webp':
        return await image.webp({ quality: 92 }).toBuffer();
      case 'image/avif':
        return await image.avif({ quality: 70 }).toBuffer();
    }
  } catch (error) {
    // A corrupt image with a GPS position in it: kept as it is, the position would ship.
    throw new MetadataNotRemovableError(error);
  }
}

export interface Thumbnail {
  width: ThumbnailWidth;
  format: ThumbnailFormat;
  bytes: Buffer;
}

const encoders: Record<ThumbnailFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
};

/**
 * Issue 18 point 2: WebP and AVIF at each width up to the image's own (never upscaled; an image
 * narrower than the smallest width gets that one at its own size), orientation applied, no
 * metadata at all (sharp writes none unless told to). All are made in memory before any is
 * stored, so a failure leaves nothing half made.
 */
export async function makeThumbnails(bytes: Buffer): Promise<Thumbnail[]> {
  const header = await readImageHeader(bytes);
  // Orientations 5-8 swap the sides: the displayed width is the stored height.
  const displayed = open(bytes);
  let width: number;
  try {
    const metadata = await displayed.metadata();
    width = (metadata.orientation ?? 1) >= 5 ? header.height : header.width;
  } catch (error) {
    throw new UnreadableImageError(error);
  }
  const widths = thumbnailWidths.filter((candidate, index) => index === 0 || candidate <= width);
  const thumbnails: Thumbnail[] = [];
  try {
    // Decoded once, scaled once to the largest width wanted; smaller widths come from it.
    const largest = widths[widths.length - 1]!;
    const base = await open(bytes)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const target of widths) {
      for (const format of thumbnailFormats) {
        const image = sharp(base.data, { raw: base.info }).resize({
          width: target,
          withoutEnlargement: true,
        });
        thumbnails.push({ width: target, format, bytes: await encoders[format](image).toBuffer() });
      }
    }
  } catch (error) {
    throw new UnreadableImageError(error);
  }
  return thumbnails;
}
