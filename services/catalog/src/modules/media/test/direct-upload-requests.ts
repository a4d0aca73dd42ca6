import type { DirectUploadBody, DirectUploadTarget } from '@drops/contracts';

/** A product visual's declaration, as the drop editor sends it before the bytes. */
export const productFile = (
  fileName: string,
  fileType: string,
  fileSize: number,
  slot?: number,
): DirectUploadBody => ({
  purpose: 'product',
  fileName,
  fileType,
  fileSize,
  ...(slot === undefined ? {} : { slot }),
});

/** Sends the bytes where the target says, as a browser would: a form POST (S3) or a PUT. */
export async function sendTo(
  target: DirectUploadTarget,
  bytes: Buffer,
  type: string,
): Promise<number> {
  if (target.method === 'PUT') {
    const response = await fetch(target.url, {
      method: 'PUT',
      headers: { ...target.headers, 'content-type': type },
      body: bytes,
    });
    await response.arrayBuffer();
    return response.status;
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type }), 'upload');
  const response = await fetch(target.url, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}
