import { errorMessage } from '@drops/api-client';

/**
 * Waits for a call whose answer the screen does not need (a delete, a queued send): null once it
 * is done, else the message to show, the server's own or `fallback`.
 */
export async function failureMessage(
  call: () => Promise<unknown>,
  fallback: string,
): Promise<string | null> {
  try {
    await call();
    return null;
  } catch (error) {
    return errorMessage(error, fallback);
  }
}
