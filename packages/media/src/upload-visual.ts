import { uploadDirect, type ApiClient, type UploadProgress } from '@drops/api-client';
import { readVideoFacts } from './video-poster';

/** A drop visual as stored: the key, and for a video its poster key and duration. */
export interface UploadedVisual {
  type: 'image' | 'video';
  key: string;
  size: number;
  /** A video's poster (a stored image key); absent when the browser could not decode it. */
  thumbnail?: string;
  duration?: number;
}

export interface UploadVisualOptions {
  type: 'image' | 'video';
  slot: number;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one drop visual straight to storage (issue 18). A video also gets a poster: a frame
 * the browser captures, uploaded as a product image of the same slot and checked by the
 * server like any image. Progress counts the video and its poster together.
 */
export async function uploadVisual(
  client: ApiClient,
  file: File,
  options: UploadVisualOptions,
): Promise<UploadedVisual> {
  const facts = options.type === 'video' ? await readVideoFacts(file) : null;
  const posterSize = facts?.poster?.size ?? 0;
  const total = file.size + posterSize;
  const report = (offset: number) => (progress: UploadProgress) =>
    options.onProgress?.({ loaded: offset + progress.loaded, total });

  const uploaded = await uploadDirect(client, file, {
    purpose: 'product',
    slot: options.slot,
    onProgress: report(0),
    signal: options.signal,
  });
  const visual: UploadedVisual = {
    type: options.type,
    key: uploaded.key,
    size: uploaded.data.size,
  };
  if (facts?.duration != null) visual.duration = Math.round(facts.duration * 100) / 100;
  if (facts?.poster) {
    const poster = await uploadDirect(client, facts.poster, {
      purpose: 'product',
      slot: options.slot,
      onProgress: report(file.size),
      signal: options.signal,
    });
    visual.thumbnail = poster.key;
  }
  return visual;
}
