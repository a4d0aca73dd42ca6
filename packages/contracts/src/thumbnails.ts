import { Type, type Static } from '@sinclair/typebox';

/**
 * Issue 18: every stored image gets WebP and AVIF copies at these widths (never upscaled),
 * stored beside the original under derived keys: `<original key>.w<width>.<format>`.
 */
export const thumbnailWidths = [96, 320, 960] as const;
export const thumbnailFormats = ['avif', 'webp'] as const;
export type ThumbnailWidth = (typeof thumbnailWidths)[number];
export type ThumbnailFormat = (typeof thumbnailFormats)[number];

/** The width lists and cards name in the API (`visuals[].thumbnail`, `galleryImageThumbNails`). */
export const listThumbnailWidth: ThumbnailWidth = 320;

const derivedKeyPattern = /\.w(\d+)\.(avif|webp)$/;

export function thumbnailKeyOf(
  sourceKey: string,
  width: ThumbnailWidth,
  format: ThumbnailFormat,
): string {
  return `${sourceKey}.w${width}.${format}`;
}

/** The original's key of a derived key, or null when the key is not a thumbnail's. */
export function thumbnailSourceOf(key: string): string | null {
  const match = derivedKeyPattern.exec(key);
  return match ? key.slice(0, match.index) : null;
}

/** Extensions of the images thumbnails are made of (a video's poster is an image too). */
const imageExtensions = /\.(jpe?g|png|gif|webp|avif)$/i;

export function isThumbnailSource(key: string): boolean {
  return imageExtensions.test(key) && thumbnailSourceOf(key) === null;
}

/** One width's signed links, in each format. */
export const ThumbnailLinksSchema = Type.Object({
  width: Type.Integer(),
  avif: Type.String(),
  webp: Type.String(),
});
export type ThumbnailLinks = Static<typeof ThumbnailLinksSchema>;
