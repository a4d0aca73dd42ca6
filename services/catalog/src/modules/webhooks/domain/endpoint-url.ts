import { webhookMessages } from '@drops/contracts';
import { resolveTarget, TargetRefusedError, type ResolveHost } from './address-policy';

/**
 * Why a URL cannot be an endpoint, or null when it can: https only (http too where private
 * targets are allowed, i.e. in tests), no credentials in it, and a host that resolves to public
 * addresses only. Delivery checks the address again (a name can be re-pointed later).
 */
export async function endpointUrlProblem(
  raw: string,
  resolve: ResolveHost,
  allowPrivate: boolean,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return webhookMessages.urlInvalid;
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return webhookMessages.urlNotHttps;
  if (url.username || url.password || !url.hostname) return webhookMessages.urlInvalid;
  try {
    await resolveTarget(url, resolve, allowPrivate);
  } catch (error) {
    if (error instanceof TargetRefusedError && error.reason === 'private')
      return webhookMessages.urlPrivate;
    return webhookMessages.urlUnresolvable;
  }
  return null;
}
