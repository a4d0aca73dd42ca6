import type { ServiceApp } from '@drops/service-kit';
import { registerFilesRoute } from '../../uploads/files-route';
import { signedPutRoute } from '../../uploads/signed-put-route';

/**
 * Local disk only: `GET /s3/files/*` and `PUT /s3/files/*`, where the link's signature is the
 * capability (S3 answers its own presigned links).
 */
export default async function localFiles(app: ServiceApp) {
  const { storage } = app.mediaUploads;
  if (!storage.localFiles) return;
  registerFilesRoute(app, storage.localFiles);
  // Its own context: the only route whose body is a raw file.
  await app.register(signedPutRoute, { storage });
}
