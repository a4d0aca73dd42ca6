import { useState } from 'react';
import { setProductBadge } from '@drops/api-client';
import type { AdminProduct } from '@drops/contracts';
import { toast } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { failureToast } from '../../../shared/failure-toast';
import { useApi } from '@drops/remote-kit';

/**
 * PUT /admin/products/{id}/badge with the opposite of the product's badge, then
 * "Product badged/unbadged successfully"; `onChanged` receives the product as the server saved it.
 */
export function useBadgeToggle(onChanged: (product: AdminProduct) => void) {
  const api = useApi();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const toggle = async (product: Pick<AdminProduct, '_id' | 'badge'>) => {
    setPendingId(product._id);
    try {
      const response = await setProductBadge(api, product._id, !product.badge);
      toast({
        title: response.data.badge
          ? adminAreaMessages.productBadged
          : adminAreaMessages.productUnbadged,
        variant: 'success',
      });
      onChanged(response.data);
    } catch (error) {
      failureToast(error, adminAreaMessages.badgeFailed);
    } finally {
      setPendingId(null);
    }
  };

  return { toggle, pendingId };
}
