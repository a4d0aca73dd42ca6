import { randomBytes } from 'node:crypto';
import type { ReplicaStack } from './replicas';
import { mintRecoveryCode, totpCode } from './second-factor-codes';
import { sellerSignUpBody } from './seller-sign-up';

/**
 * The calls of the replica proof (gateway/test/replicas-nginx.test.ts, and in full
 * bench/backend/replicas.ts), made over HTTP like any client: no part of the product is bypassed.
 */

export interface ApiAnswer {
  status: number;
  body: { success?: boolean; data?: unknown; message?: string } & Record<string, unknown>;
}

export async function callApi(
  url: string,
  { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {},
): Promise<ApiAnswer> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: ApiAnswer['body'] = {};
  try {
    parsed = text ? (JSON.parse(text) as ApiAnswer['body']) : {};
  } catch {
    parsed = { message: text.slice(0, 200) };
  }
  return { status: response.status, body: parsed };
}

function dataOf<T>(answer: ApiAnswer, label: string, status = 200): T {
  if (answer.status !== status)
    throw new Error(`${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body.data as T;
}

/**
 * The seeded administrator's token, signed in through `apiUrl`. The replicas run as production,
 * so a second factor is asked (issue 30 item 5): set up with a computed TOTP code the first time,
 * later answered with a recovery code made for the sign-in.
 */
export async function signInAdmin(stack: ReplicaStack, apiUrl = stack.apiUrl): Promise<string> {
  const answer = await callApi(`${apiUrl}/auth/login`, {
    method: 'POST',
    body: { email: stack.admin.email, password: stack.admin.password },
  });
  // The spec's answer carries `data`; a challenge does not.
  const login = answer.body as {
    secondFactorRequired?: boolean;
    challenge?: string;
    enrollment?: { secret: string };
  };
  if (!login.secondFactorRequired)
    return dataOf<{ token: { accessToken: string } }>(answer, 'admin sign-in').token.accessToken;
  const code = login.enrollment
    ? totpCode(login.enrollment.secret)
    : await mintRecoveryCode(stack.knex, stack.admin.email);
  const data = dataOf<{ token: { accessToken: string } }>(
    await callApi(`${apiUrl}/auth/login/second-factor`, {
      method: 'POST',
      body: { challenge: login.challenge, code },
    }),
    'admin second factor',
  );
  return data.token.accessToken;
}

export interface ProofSeller {
  id: string;
  email: string;
  password: string;
}

/**
 * A sell account signed up through the API and approved by the administrator through the API;
 * resolves once the catalog (fed by the seller service's events) lets it list its drops. Makes no
 * seller sign-in, so the proof's count of sign-ins starts at zero.
 */
export async function createApprovedSeller(
  stack: ReplicaStack,
  adminToken: string,
): Promise<ProofSeller> {
  const suffix = randomBytes(5).toString('hex');
  const seller = {
    username: `replica_${suffix}`,
    email: `replica.${suffix}@example.com`,
    password: 'replica-password-123',
  };
  const created = dataOf<{ seller: { _id: string } }>(
    await callApi(`${stack.apiUrl}/seller/register/complete`, {
      method: 'POST',
      body: sellerSignUpBody(seller, 'sell'),
    }),
    'sign-up',
  );
  const id = created.seller._id;
  dataOf(
    await callApi(`${stack.apiUrl}/admin/sellers/${id}/approve`, {
      method: 'PUT',
      token: adminToken,
      body: { isApproved: true, isActive: true },
    }),
    'approval',
  );
  return { id, ...seller };
}

/** Polls `check` until it holds; throws after `timeoutMs`. */
export async function eventually(
  check: () => Promise<boolean>,
  { timeoutMs = 15_000, label = 'condition' } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${label}: not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface LoadTarget {
  name: string;
  url: string;
  token: string;
}

export interface LoadFigures {
  requests: number;
  /** Answers other than 2xx, and calls that got no answer at all. */
  failed: number;
  byStatus: Record<string, number>;
  /** A few of the failures, for the report. */
  failures: string[];
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Idempotent GETs from `connections` concurrent clients for `durationMs` (and, with `until`, at
 * least until it settles and a second more), each client taking the targets in turn; every answer
 * but a 2xx counts as failed, as does a call with no answer.
 */
export async function runLoad(
  targets: LoadTarget[],
  {
    connections,
    durationMs,
    until,
  }: { connections: number; durationMs: number; until?: Promise<unknown> },
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const byStatus: Record<string, number> = {};
  const failures: string[] = [];
  let failed = 0;
  const started = Date.now();
  let end = started + durationMs;
  let settled = until === undefined;
  void until?.finally(() => {
    settled = true;
    end = Math.max(end, Date.now() + 1_000);
  });
  const client = async (index: number) => {
    let turn = index;
    while (Date.now() < end || !settled) {
      const target = targets[turn++ % targets.length]!;
      const sent = performance.now();
      let outcome: string;
      try {
        const response = await fetch(target.url, {
          headers: { authorization: `Bearer ${target.token}` },
        });
        await response.arrayBuffer();
        outcome = String(response.status);
        if (!response.ok) {
          failed += 1;
          if (failures.length < 10) failures.push(`${target.name}: ${response.status}`);
        }
      } catch (error) {
        outcome = 'no answer';
        failed += 1;
        if (failures.length < 10)
          failures.push(
            `${target.name}: ${error instanceof Error ? error.message : String(error)}`,
          );
      }
      latencies.push(performance.now() - sent);
      byStatus[outcome] = (byStatus[outcome] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => client(index)));
  const sorted = latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return {
    requests: sorted.length,
    failed,
    byStatus,
    failures,
    requestsPerSecond: sorted.length / ((Date.now() - started) / 1000),
    p50: Math.round(at(0.5)),
    p99: Math.round(at(0.99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}

/** What happened to a process during the load: when (ms after the load began) and how. */
export interface RestartRecord {
  label: string;
  signal: 'SIGTERM' | 'SIGKILL';
  atMs: number;
  /** From the signal to the process's exit (a SIGTERM's drain and close). */
  exitedAfterMs: number;
  /** From the signal to the new process answering `/health`. */
  backAfterMs: number;
}

/**
 * Runs the load while one replica of each service and one gateway are stopped (SIGTERM: drained
 * and closed; SIGKILL: dead mid-call) and started again, one after another, spread over the load's
 * first two thirds; the load goes on until the last one answers again.
 */
export async function loadWhileRestarting(
  stack: ReplicaStack,
  targets: LoadTarget[],
  options: {
    connections: number;
    durationMs: number;
    signal?: 'SIGTERM' | 'SIGKILL';
    /** All four at once, a second into the load (CI's short run), rather than one after another. */
    together?: boolean;
  },
): Promise<{ load: LoadFigures; restarts: RestartRecord[] }> {
  const labels = ['seller-1', 'catalog-1', 'admin-1', 'gateway-1'];
  const restarts: RestartRecord[] = [];
  const started = Date.now();
  const restartOne = async (label: string, at: number) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
    const stoppedAt = Date.now();
    const signal = options.signal ?? 'SIGTERM';
    const { exitedAfterMs } = await stack.restart(label, signal);
    restarts.push({
      label,
      signal,
      atMs: stoppedAt - started,
      exitedAfterMs,
      backAfterMs: Date.now() - stoppedAt,
    });
  };
  const restarting = options.together
    ? Promise.all(labels.map((label) => restartOne(label, started + 1_000)))
    : (async () => {
        for (const [index, label] of labels.entries())
          await restartOne(
            label,
            started + ((index + 0.5) * (options.durationMs * 2)) / 3 / labels.length,
          );
      })();
  const [load] = await Promise.all([
    runLoad(targets, { ...options, until: restarting }),
    restarting,
  ]);
  return { load, restarts };
}
