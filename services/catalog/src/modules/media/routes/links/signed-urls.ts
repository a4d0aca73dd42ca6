import type { ServiceApp } from '@drops/service-kit';
import { registerSignedUrlRoute } from '../../uploads/signed-url-route';

/** `GET /s3/get-signed-url/*`, `POST /s3/signed-urls`: anyone with a key, its signed links. */
export default async function signedUrls(app: ServiceApp) {
  registerSignedUrlRoute(app, app.mediaSigner);
}
