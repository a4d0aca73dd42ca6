/**
 * The registry fetches a build's manifest and entry only from the origins it is told (the
 * storage's public address; `localhost` outside production): never an arbitrary address a
 * pipeline names, so a registration cannot make the service call into the network.
 */
export interface FetchPolicy {
  /** `https://cdn.example`, or `http://localhost:*` for any port of that host. */
  allowedOrigins: string[];
  timeoutMs: number;
  maxBytes: number;
}

export type Fetched = { ok: true; body: Buffer } | { ok: false; problem: string };

export function isAllowedUrl(url: string, allowedOrigins: string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  return allowedOrigins.some((origin) => {
    const anyPort = origin.endsWith(':*');
    if (!anyPort) return parsed.origin === new URL(origin).origin;
    const { protocol, hostname } = new URL(origin.slice(0, -2));
    return parsed.protocol === protocol && parsed.hostname === hostname;
  });
}

/** Reads at most `maxBytes` of the body; a longer one is refused, not cut. */
async function readLimited(response: Response, maxBytes: number): Promise<Buffer | null> {
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/** GET of a build file: its bytes, or why not in a sentence (`what` names the file). */
export async function fetchBuildFile(
  url: string,
  what: string,
  policy: FetchPolicy,
): Promise<Fetched> {
  if (!isAllowedUrl(url, policy.allowedOrigins)) {
    return {
      ok: false,
      problem: `The registry reads builds only from ${policy.allowedOrigins.join(', ')}: publish the build with \`pnpm release publish\` and register the address it prints (${what}: ${url}).`,
    };
  }
  try {
    // No redirects: a redirect could lead anywhere.
    const response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(policy.timeoutMs),
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return { ok: false, problem: `The ${what} at ${url} answered ${response.status}.` };
    }
    const body = await readLimited(response, policy.maxBytes);
    if (body === null)
      return {
        ok: false,
        problem: `The ${what} at ${url} is larger than ${policy.maxBytes} bytes.`,
      };
    return { ok: true, body };
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `did not answer within ${policy.timeoutMs} ms`
        : 'could not be reached';
    return { ok: false, problem: `The ${what} at ${url} ${reason}.` };
  }
}
