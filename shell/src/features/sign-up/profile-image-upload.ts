import { errorMessage, toUploadFile, uploadProfileImage, type ApiClient } from '@drops/api-client';
import { uploadMessages } from '@drops/contracts';

export type UploadResult = { ok: true; key: string } | { ok: false; message: string };

/** Uploads the chosen picture; the message reads "Failed to upload profile image: {reason}". */
export async function uploadChosenProfileImage(
  client: ApiClient,
  file: File,
): Promise<UploadResult> {
  try {
    const response = await uploadProfileImage(client, await toUploadFile(file));
    return { ok: true, key: response.key };
  } catch (error) {
    const reason = errorMessage(error, uploadMessages.profileImageFailed);
    return { ok: false, message: `${uploadMessages.profileImageFailed}: ${reason}` };
  }
}
