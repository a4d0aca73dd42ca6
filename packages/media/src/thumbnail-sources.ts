import type { ThumbnailFormat, ThumbnailLinks } from '@drops/contracts';

/** `srcset` of one format: each width's link with its `w` descriptor, smallest first. */
export function thumbnailSrcSet(thumbnails: ThumbnailLinks[], format: ThumbnailFormat): string {
  return thumbnails.map((thumbnail) => `${thumbnail[format]} ${thumbnail.width}w`).join(', ');
}

/**
 * One link for a place `cssWidth` px wide on this screen: the smallest WebP thumbnail at least
 * that many device pixels wide (the largest made if none is), else the original.
 */
export function thumbnailUrlFor(
  media: { url: string; thumbnails?: ThumbnailLinks[] },
  cssWidth: number,
): string {
  const thumbnails = media.thumbnails;
  if (!thumbnails || thumbnails.length === 0) return media.url;
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const wanted = cssWidth * ratio;
  const fit = thumbnails.find((thumbnail) => thumbnail.width >= wanted);
  return (fit ?? thumbnails[thumbnails.length - 1]!).webp;
}
