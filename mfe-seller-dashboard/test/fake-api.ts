/**
 * A stand-in for the gateway at the network boundary (jsdom has no fetch): each test answers the
 * calls it cares about and reads back what the screen sent.
 */
export interface SeenCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Answer =
  { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

export type Route = (call: SeenCall) => Answer | undefined;

export const apiBaseUrl = 'http://gateway.test/api/v1';

export function installFakeApi(route: Route) {
  const calls: SeenCall[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const call: SeenCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace('/api/v1', ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = (await route(call)) ?? {
      status: 404,
      body: { success: false, error: 'Not found' },
    };
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => answer.body,
    } as Response;
  };
  globalThis.fetch = fakeFetch as typeof fetch;
  return {
    calls,
    listCalls: () =>
      calls.filter((call) => call.method === 'GET' && call.path === '/seller/products'),
  };
}

export function uninstallFakeApi() {
  delete (globalThis as { fetch?: unknown }).fetch;
}
