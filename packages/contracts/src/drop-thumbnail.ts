import type { Product } from './product';

/**
 * Which image a drop's thumbnail shows: one rule for the dashboard's rows and for the list
 * answer that signs their links ahead (issue 28).
 */

/** Spec section 3: a drop counts as video if its first visual is a video or its main image is an .mp4. */
export function isVideoDrop(drop: Pick<Product, 'visuals' | 'mainImage'>): boolean {
  return drop.visuals[0]?.type === 'video' || drop.mainImage.toLowerCase().includes('.mp4');
}

/** What a drop's thumbnail shows: its first visual, else its main image. */
export function dropPreviewSource(drop: Pick<Product, 'visuals' | 'mainImage'>): string {
  return drop.visuals[0]?.url || drop.mainImage;
}

/** A video drop's poster (its first visual's `thumbnail`, issue 18), or '' when it has none. */
export function videoPosterOf(drop: Pick<Product, 'visuals'>): string {
  const first = drop.visuals[0];
  return first?.type === 'video' ? (first.thumbnail ?? '') : '';
}

/**
 * The image a drop's thumbnail shows: a video drop's poster ('' when it has none: the video's
 * first frame shows instead), otherwise its first image.
 */
export function dropThumbnailImage(drop: Pick<Product, 'visuals' | 'mainImage'>): string {
  return isVideoDrop(drop) ? videoPosterOf(drop) : dropPreviewSource(drop);
}
