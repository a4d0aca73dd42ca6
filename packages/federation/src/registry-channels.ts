import { parseRegistryChannels, type RegistryChannels } from './remote-versions';

/** The shell waits no longer than this for the registry before it starts from remotes.json. */
export const registryWaitMs = 3_000;

/**
 * The registry's channels (`GET {apiBaseUrl}/remotes`, issue 28), fetched at start-up beside the
 * shell's own chunks: the request matches the page's `<link rel="preload" as="fetch">` (same URL,
 * CORS, no credentials), so it is usually answered already. Null when the registry is out of reach,
 * answers an error or is slow: the shell then loads each remote from remotes.json.
 */
export async function fetchRegistryChannels(
  apiBaseUrl: string,
  waitMs = registryWaitMs,
): Promise<RegistryChannels | null> {
  try {
    const response = await fetch(`${apiBaseUrl.replace(/\/+$/, '')}/remotes`, {
      signal: AbortSignal.timeout(waitMs),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: unknown };
    return parseRegistryChannels(body.data);
  } catch {
    return null;
  }
}
