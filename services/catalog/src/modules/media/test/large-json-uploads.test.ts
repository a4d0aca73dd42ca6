import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverMessages } from '@drops/contracts';
import { catalogForTests } from '../../../../test/fixtures';

/**
 * Large base64 JSON uploads take a slot while they are read and stored (one slot here, from
 * 1 KB): a call that finds none is answered 429 before its body is read; small JSON and
 * multipart uploads pass by. Over real HTTP, since the slot is held by a body still arriving.
 */
const catalog = catalogForTests(undefined, { largeJsonUploads: { slots: 1, minBytes: 1024 } });
let base: string;
const url = '/s3/seller/profile-image-upload';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const smallBody = JSON.stringify({
  fileName: 'me.png',
  fileType: 'image/png',
  fileSize: png.length,
  fileData: png.toString('base64'),
});
// Large by its size alone: a complete body the upload then refuses (400) for its padding.
const largeBody = JSON.stringify({ ...JSON.parse(smallBody), fileName: 'x'.repeat(2048) });

beforeAll(async () => {
  await catalog.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(catalog.app.server.address() as AddressInfo).port}`;
});

/** A large upload whose body stops arriving after its first bytes: it holds the slot. */
function stalledUpload(): ClientRequest {
  const stalled = httpRequest(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': 100_000 },
  });
  stalled.on('error', () => undefined); // destroyed by the test
  stalled.write('{"fileName":"');
  return stalled;
}

const postJson = (body: string) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

/** The status of a large upload, asked until it is `wanted` (the stalled one may still be on its way). */
async function largeUploadStatus(wanted: number): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await postJson(largeBody);
    if (response.status === wanted || attempt === 50) return response;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('answers 429 to a large JSON upload while another is being read, and lets small ones by', async () => {
  const stalled = stalledUpload();
  try {
    const refused = await largeUploadStatus(429);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await refused.json()).toMatchObject({
      success: false,
      error: serverMessages.tooManyRequests,
    });

    const small = await postJson(smallBody);
    expect(small.status).toBe(200);

    const form = new FormData();
    form.append('file', new Blob([png, Buffer.alloc(4096)], { type: 'image/png' }), 'me.png');
    const multipart = await fetch(`${base}${url}`, { method: 'POST', body: form });
    expect(multipart.status).toBe(200);
  } finally {
    stalled.destroy();
  }
  // The slot comes back when the stalled call goes: a large upload is read again (and refused
  // for what it holds, not for its size).
  const after = await largeUploadStatus(400);
  expect(after.status).toBe(400);
});
