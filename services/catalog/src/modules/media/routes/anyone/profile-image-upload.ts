import type { ServiceApp } from '@drops/service-kit';
import { registerUploadRoute } from '../../uploads/upload-routes';
import { uploadKinds } from '../../uploads/upload-kinds';

/** POST /s3/seller/profile-image-upload: the seller's profile image, one file. */
export default async function profileImageUpload(app: ServiceApp) {
  registerUploadRoute(app, '/s3/seller/profile-image-upload', uploadKinds.profile);
}
