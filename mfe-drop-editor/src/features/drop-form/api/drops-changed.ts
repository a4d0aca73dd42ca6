import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@drops/remote-kit';

/**
 * After a save, Stop Sell or delete: the seller's drops as cached (the dashboard's lists, this
 * drop) are read again when next shown, so the dashboard never shows the drop as it was.
 */
export function useDropsChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.seller.drops() }),
    [queryClient],
  );
}
