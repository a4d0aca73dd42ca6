/**
 * Raising a toast is an event on the window, not a call into React context: the shell renders the
 * one Toaster, while the remotes that raise toasts bundle their own copy of this package.
 */
export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastMessage extends Required<Omit<ToastInput, 'description'>> {
  id: string;
  description?: string;
}

export const toastEvent = 'drops:toast';
export const clearToastsEvent = 'drops:toast-clear';

let sequence = 0;

export function toast(input: ToastInput): void {
  sequence += 1;
  const message: ToastMessage = {
    id: `${Date.now().toString(36)}-${sequence}`,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'info',
  };
  window.dispatchEvent(new CustomEvent<ToastMessage>(toastEvent, { detail: message }));
}

/** Removes every toast on screen: what they said belongs to a page the user is taken away from. */
export function clearToasts(): void {
  window.dispatchEvent(new Event(clearToastsEvent));
}
