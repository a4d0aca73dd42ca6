/**
 * Saves from two services at the same moment (issue 27 item 3), through the gateway: profile
 * saves (`PUT /seller/{id}`, the seller service) and drop saves (`POST /seller/products` and
 * `PUT /seller/products/{id}`, the catalog), all sent at once; then every save read back. Shared
 * by gateway/test/concurrent-saves.test.ts and bench/backend/concurrent-saves.ts.
 */
import { randomBytes } from 'node:crypto';

export interface SavingSeller {
  id: string;
  token: string;
  /** A drop of its own that the drop edits change. */
  dropId: string;
}

export type SaveKind = 'profile' | 'drop-create' | 'drop-edit';

export interface SaveAnswer {
  kind: SaveKind;
  seller: SavingSeller;
  /** The answer's status; 0 when the connection was lost without one. */
  status: number;
  /** From sending to the whole answer read. */
  ms: number;
  /** What the answer said, for a failure's report and the read-back. */
  body: { data?: { _id?: string; name?: string; bio?: string; version?: number }; code?: string };
  /** The value this save wrote (a bio or a drop's name). */
  written: string;
}

async function call(
  apiUrl: string,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<{ status: number; body: SaveAnswer['body'] }> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: SaveAnswer['body'];
  try {
    parsed = JSON.parse(text) as SaveAnswer['body'];
  } catch {
    parsed = {};
  }
  return { status: response.status, body: parsed };
}

/** A new flex seller signed up through the gateway, with one drop: what the saves act as. */
export async function signUpSavingSeller(apiUrl: string): Promise<SavingSeller> {
  const suffix = randomBytes(5).toString('hex');
  const signUp = await call(apiUrl, 'POST', '/seller/register/complete', undefined, {
    accountType: 'flex',
    username: `saves_${suffix}`,
    email: `saves.${suffix}@example.com`,
    password: 'saves-password-123',
    role: ['creator'],
    somethingElseText: '',
    profileImage: 'seller-profiles/pending/avatar.png',
    country: 'GB',
    bio: 'Saves at the same moment.',
  });
  const data = signUp.body.data as { token?: string; seller?: { _id?: string } } | undefined;
  if (signUp.status !== 200 || !data?.token || !data.seller?._id)
    throw new Error(`sign-up: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const drop = await call(apiUrl, 'POST', '/seller/products', data.token, {
    name: `Edited ${suffix}`,
  });
  if (drop.status !== 201 || !drop.body.data?._id)
    throw new Error(`first drop: ${drop.status} ${JSON.stringify(drop.body)}`);
  return { id: data.seller._id, token: data.token, dropId: drop.body.data._id };
}

/** The n-th save of a mix: profile saves, drop creations and drop edits in turn, sellers in turn. */
function saveOf(n: number, sellers: SavingSeller[]) {
  const seller = sellers[n % sellers.length] as SavingSeller;
  const kinds: SaveKind[] = ['profile', 'drop-create', 'drop-edit'];
  const kind = kinds[Math.floor(n / sellers.length) % kinds.length] as SaveKind;
  const written = `Save ${n} ${randomBytes(3).toString('hex')}`;
  return { seller, kind, written };
}

/** `count` saves sent at once, spread over the sellers; each answer as it came. */
export async function sendSavesAtOnce(
  apiUrl: string,
  sellers: SavingSeller[],
  count: number,
): Promise<SaveAnswer[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, n): Promise<SaveAnswer> => {
      const { seller, kind, written } = saveOf(n, sellers);
      const started = performance.now();
      const sent =
        kind === 'profile'
          ? call(apiUrl, 'PUT', `/seller/${seller.id}`, seller.token, { bio: written })
          : kind === 'drop-create'
            ? call(apiUrl, 'POST', '/seller/products', seller.token, { name: written })
            : call(apiUrl, 'PUT', `/seller/products/${seller.dropId}`, seller.token, {
                name: written,
              });
      // A connection lost without an answer is status 0, counted with the failures.
      const answer = await sent.catch((error: { cause?: { code?: string } }) => ({
        status: 0,
        body: { code: error.cause?.code ?? String(error) },
      }));
      return { kind, seller, written, ...answer, ms: performance.now() - started };
    }),
  );
}

/**
 * What reading the saves back finds wrong (empty when every save is there): each created drop
 * under its name; each seller's profile and edited drop at the version their saves reached
 * (every save raises it by one), holding the value of one of those saves.
 */
export async function unreadableSaves(apiUrl: string, answers: SaveAnswer[]): Promise<string[]> {
  const problems: string[] = [];
  const saved = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
  for (const answer of saved.filter((each) => each.kind === 'drop-create')) {
    const id = answer.body.data?._id ?? '';
    const read = await call(apiUrl, 'GET', `/seller/products/${id}`, answer.seller.token);
    if (read.status !== 200 || read.body.data?.name !== answer.written)
      problems.push(`drop ${id}: ${read.status} ${read.body.data?.name} ≠ ${answer.written}`);
  }
  const sellers = new Set(answers.map((answer) => answer.seller));
  for (const seller of sellers) {
    const mine = saved.filter((answer) => answer.seller === seller);
    const checks = [
      { kind: 'profile', path: `/seller/${seller.id}`, field: 'bio' },
      { kind: 'drop-edit', path: `/seller/products/${seller.dropId}`, field: 'name' },
    ] as const;
    for (const { kind, path, field } of checks) {
      const saves = mine.filter((answer) => answer.kind === kind);
      const versions = saves.map((answer) => answer.body.data?.version ?? 0);
      const read = await call(apiUrl, 'GET', path, seller.token);
      const stored = read.body.data;
      if (saves.length === 0) continue;
      if (read.status !== 200 || stored?.version !== Math.max(...versions))
        problems.push(
          `${path}: version ${stored?.version}, saves reached ${Math.max(...versions)}`,
        );
      if (new Set(versions).size !== saves.length)
        problems.push(`${path}: two saves answered the same version`);
      if (!saves.some((answer) => answer.written === stored?.[field]))
        problems.push(`${path}: ${field} ${stored?.[field]} is none of the saves'`);
    }
  }
  return problems;
}

/** The answers that were not 2xx, by kind and status: how many, and one body of each. */
export function failedAnswers(
  answers: SaveAnswer[],
): Record<string, { count: number; example: string }> {
  const failed: Record<string, { count: number; example: string }> = {};
  for (const answer of answers) {
    if (answer.status >= 200 && answer.status < 300) continue;
    const key = `${answer.kind} ${answer.status}`;
    failed[key] ??= { count: 0, example: JSON.stringify(answer.body) };
    failed[key].count += 1;
  }
  return failed;
}
