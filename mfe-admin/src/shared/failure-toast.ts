import { errorMessage, isApiError } from '@drops/api-client';
import { toast } from '@drops/ui';

/**
 * The error toast of a failed action. `preferServer` (categories, spec section 8) makes the
 * server's message the title; otherwise the area's message is the title and the server's reason,
 * when it says more, the description. A 401 shows nothing: the user is already on the way to
 * /admin/login.
 */
export function failureToast(error: unknown, fallback: string, preferServer = false): void {
  if (isApiError(error) && error.status === 401) return;
  const reason = errorMessage(error, fallback);
  if (preferServer) toast({ title: reason, variant: 'error' });
  else
    toast({
      title: fallback,
      description: reason === fallback ? undefined : reason,
      variant: 'error',
    });
}
