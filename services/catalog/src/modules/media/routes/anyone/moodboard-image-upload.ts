import type { ServiceApp } from '@drops/service-kit';
import { registerUploadRoute } from '../../uploads/upload-routes';
import { uploadKinds } from '../../uploads/upload-kinds';

/** POST /s3/seller/moodboard-image-upload: one image of the seller's moodboard. */
export default async function moodboardImageUpload(app: ServiceApp) {
  registerUploadRoute(app, '/s3/seller/moodboard-image-upload', uploadKinds.moodboard);
}
