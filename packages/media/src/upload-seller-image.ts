import { errorMessage, uploadDirect, type ApiClient } from '@drops/api-client';
import { uploadMessages } from '@drops/contracts';

export type UploadResult = { ok: true; key: string } | { ok: false; message: string };

export type SellerImageKind = 'profile' | 'moodboard';

const failedMessages = {
  profile: uploadMessages.profileImageFailed,
  moodboard: uploadMessages.moodboardImageFailed,
} as const;

/**
 * Uploads a seller's chosen picture (sign-up and profile) straight to storage (issue 18; the
 * catalog checks it before answering its key); a failure reads "Failed to upload profile
 * image: {reason}" or "Failed to upload moodboard image: {reason}" (spec section 8).
 */
export async function uploadSellerImage(
  client: ApiClient,
  kind: SellerImageKind,
  file: File,
): Promise<UploadResult> {
  const failed = failedMessages[kind];
  try {
    const response = await uploadDirect(client, file, { purpose: kind });
    return { ok: true, key: response.key };
  } catch (error) {
    const reason = errorMessage(error, failed);
    // Storage failures answer the spec's own "Failed to upload ..." as the reason: said once.
    return { ok: false, message: reason === failed ? failed : `${failed}: ${reason}` };
  }
}
