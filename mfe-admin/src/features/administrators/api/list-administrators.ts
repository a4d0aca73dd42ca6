import { listAdministrators } from '@drops/api-client';
import { adminAccountMessages } from '@drops/contracts';
import { queryKeys } from '@drops/remote-kit';
import { useAdminQuery } from '../../../shared/admin-query';

/** GET /admin/admins: every administrator, oldest first. */
export function useAdministratorsList() {
  return useAdminQuery(
    (api) => listAdministrators(api).then((answer) => answer.data.admins),
    adminAccountMessages.loadFailed,
    queryKeys.admin.administrators(),
  );
}
