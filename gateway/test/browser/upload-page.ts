import { createApiClient, uploadDirect } from '@drops/api-client';
import type { PageUpload, PageUploadOptions } from './upload-result';

/** A real JPEG the browser encodes, padded after its end marker to `size` bytes. */
async function photoOf(size: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#e63946';
  context.fillRect(0, 0, 640, 480);
  const jpeg = await new Promise<Blob>((resolve) =>
    canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.9),
  );
  return new File([jpeg, new Uint8Array(size - jpeg.size)], 'phone.jpg', { type: 'image/jpeg' });
}

/**
 * The page's script in the local-disk browser test: sends a photo with the frontends' own
 * `uploadDirect`, then loads the answered link as an `<img>` on this (the frontend's) origin.
 */
async function uploadFromPage(options: PageUploadOptions): Promise<PageUpload> {
  const file = await photoOf(options.size);
  const progress: PageUpload['progress'] = [];
  const client = createApiClient({ baseUrl: options.apiUrl, getToken: () => options.token });
  const done = await uploadDirect(client, file, {
    purpose: options.purpose,
    onProgress: (step) => progress.push(step),
  });
  const image = new Image();
  image.src = done.data.url;
  await image.decode();
  return {
    key: done.data.key,
    url: done.data.url,
    progress,
    shown: { width: image.naturalWidth, height: image.naturalHeight },
    fileSize: file.size,
  };
}

Object.assign(window, { uploadFromPage });
