import { listAdministrators } from '@drops/api-client';
import { adminAccountMessages } from '@drops/contracts';
import { useRequest } from '../../../shared/use-request';

/** GET /admin/admins: every administrator, oldest first. */
export function useAdministratorsList() {
  return useRequest(
    (api) => listAdministrators(api).then((answer) => answer.data.admins),
    adminAccountMessages.loadFailed,
  );
}
