/**
 * The e2e stack runs as production, so its administrator answers a second factor (issue 30 item
 * 5): the first sign-in of a run sets one up with a computed TOTP code, later ones spend the
 * recovery codes it returned, then wait for the next 30-second step's code.
 */
import { totpCode } from '@drops/stack/second-factor-codes';

interface AdminSignIn {
  token: { accessToken: string };
  user: unknown;
}
interface LoginAnswer extends Partial<AdminSignIn> {
  secondFactorRequired?: boolean;
  challenge?: string;
  enrollment?: { secret: string };
  recoveryCodes?: string[];
}

let secret: string | undefined;
let lastStepUsed = -1;
const recoveryCodes: string[] = [];

async function post(url: string, body: unknown): Promise<LoginAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as LoginAnswer;
}

/** A code not used before in this run: a recovery code, else the next unused TOTP step's. */
async function nextCode(): Promise<string> {
  const recovery = recoveryCodes.shift();
  if (recovery) return recovery;
  if (!secret) throw new Error('the bench administrator has a second factor this run did not set');
  let step = Math.floor(Date.now() / 30_000);
  if (step <= lastStepUsed) {
    await new Promise((resolve) => setTimeout(resolve, (lastStepUsed + 1) * 30_000 - Date.now()));
    step = lastStepUsed + 1;
  }
  lastStepUsed = step;
  return totpCode(secret);
}

/** `POST /auth/login` for `account`, through the second factor when the stack asks one. */
export async function signInBenchAdmin(
  apiBaseUrl: string,
  account: { email: string; password: string },
): Promise<AdminSignIn> {
  // Only the two fields: the login refuses any other (the e2e accounts also carry `username`).
  const { email, password } = account;
  const login = await post(`${apiBaseUrl}/auth/login`, { email, password });
  if (!login.secondFactorRequired) return login as AdminSignIn;
  let code: string;
  if (login.enrollment) {
    secret = login.enrollment.secret;
    lastStepUsed = Math.floor(Date.now() / 30_000);
    code = totpCode(secret);
  } else code = await nextCode();
  const answer = await post(`${apiBaseUrl}/auth/login/second-factor`, {
    challenge: login.challenge,
    code,
  });
  recoveryCodes.push(...(answer.recoveryCodes ?? []));
  return answer as AdminSignIn;
}
