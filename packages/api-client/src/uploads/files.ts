import type { SingleUploadResponse, UploadFile } from '@drops/contracts';
import type { ApiClient } from '../client';

/** Reads a browser file into the spec's upload body: name, type, size and base64 content. */
export async function toUploadFile(file: File): Promise<UploadFile> {
  const buffer = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < buffer.length; index += chunk) {
    binary += String.fromCharCode(...buffer.subarray(index, index + chunk));
  }
  return { fileName: file.name, fileType: file.type, fileSize: file.size, fileData: btoa(binary) };
}

/** POST /s3/seller/profile-image-upload: returns the stored key. */
export function uploadProfileImage(client: ApiClient, body: UploadFile) {
  return client.request<SingleUploadResponse>('POST', '/s3/seller/profile-image-upload', { body });
}

/** POST /s3/seller/moodboard-image-upload: returns the stored key. */
export function uploadMoodboardImage(client: ApiClient, body: UploadFile) {
  return client.request<SingleUploadResponse>('POST', '/s3/seller/moodboard-image-upload', {
    body,
  });
}
