import { RemoteParamsSchema, RemoteReleaseResponseSchema } from '@drops/contracts';
import { readRoute } from '@drops/service-kit';
import { releaseOf } from '../../registry/release-views';
import { releaseErrorResponses, remoteOf } from '../responses';

/**
 * `GET /admin/remotes/{name}`: one remote, for an administrator or that remote's release token
 * (its pipeline reads the channel it changes: `pnpm release status`, `rollback`).
 */
export default readRoute('/admin/remotes/:name', {
  params: RemoteParamsSchema,
  response: { 200: RemoteReleaseResponseSchema, ...releaseErrorResponses },
  read: (app, request) => releaseOf(app.releaseRegistry.context, remoteOf(request.params.name)),
});
