import { ApiError, type ApiClient } from '@drops/api-client';
import { uploadSellerImage } from '../src/upload-seller-image';

/** A client answering every call with `answer` (the upload calls are one request each). */
function clientAnswering(answer: () => Promise<unknown>): ApiClient & { paths: string[] } {
  const paths: string[] = [];
  return {
    paths,
    request: <T>(_method: string, path: string) => {
      paths.push(path);
      return answer() as Promise<T>;
    },
    // The seller picture uploads are JSON calls; a multipart upload here is a mistake.
    upload: () => Promise.reject(new Error('unexpected multipart upload')),
    download: () => Promise.reject(new Error('unexpected download')),
    sellerId: () => 'a'.repeat(24),
  };
}

// jsdom's File cannot read itself back; the upload body needs its bytes.
const file = Object.assign(new File(['png'], 'me.png', { type: 'image/png' }), {
  arrayBuffer: async () => new TextEncoder().encode('png').buffer,
});

describe('uploadSellerImage', () => {
  it('uploads to the call of its kind and answers the stored key', async () => {
    const client = clientAnswering(async () => ({ success: true, key: 'seller-moodboards/a.png' }));
    await expect(uploadSellerImage(client, 'moodboard', file)).resolves.toEqual({
      ok: true,
      key: 'seller-moodboards/a.png',
    });
    expect(client.paths).toEqual(['/s3/seller/moodboard-image-upload']);
  });

  it('says "Failed to upload ... image: {reason}" with the server reason', async () => {
    const refused = clientAnswering(() =>
      Promise.reject(new ApiError('general', 'This file type is not allowed', { status: 415 })),
    );
    await expect(uploadSellerImage(refused, 'profile', file)).resolves.toEqual({
      ok: false,
      message: 'Failed to upload profile image: This file type is not allowed',
    });
    await expect(uploadSellerImage(refused, 'moodboard', file)).resolves.toEqual({
      ok: false,
      message: 'Failed to upload moodboard image: This file type is not allowed',
    });
  });

  it('says the failure once when the reason is the same words, or there is none', async () => {
    const storageDown = clientAnswering(() =>
      Promise.reject(new ApiError('general', 'Failed to upload profile image', { status: 503 })),
    );
    await expect(uploadSellerImage(storageDown, 'profile', file)).resolves.toEqual({
      ok: false,
      message: 'Failed to upload profile image',
    });
    const unexplained = clientAnswering(() => Promise.reject(new Error('boom')));
    await expect(uploadSellerImage(unexplained, 'moodboard', file)).resolves.toEqual({
      ok: false,
      message: 'Failed to upload moodboard image',
    });
  });
});
