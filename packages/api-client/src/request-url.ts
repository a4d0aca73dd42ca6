export type QueryValue = string | number | boolean | null | undefined;

/** A call's address: the versioned base, the path, and the query without its empty values. */
export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Record<string, QueryValue>,
): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '')
      url.searchParams.set(name, String(value));
  }
  return url.toString();
}
