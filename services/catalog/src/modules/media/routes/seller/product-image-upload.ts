import type { ServiceApp } from '@drops/service-kit';
import { registerUploadRoute } from '../../uploads/upload-routes';
import { uploadKinds } from '../../uploads/upload-kinds';

/** POST /s3/product-image-upload: a drop's images (and a video first), one file or several. */
export default async function productImageUpload(app: ServiceApp) {
  registerUploadRoute(app, '/s3/product-image-upload', uploadKinds.product);
}
