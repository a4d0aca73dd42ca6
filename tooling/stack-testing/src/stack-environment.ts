/**
 * What the Jest global setup hands the test files (through the environment the workers inherit):
 * the one place that reads or writes these variables.
 */
export interface StackEnvironment {
  /** The shared real gateway, e.g. `http://127.0.0.1:43123/api/v1`. */
  apiUrl: string;
  /** The control server of the global setup process (private gateways, load balancers). */
  controlUrl: string;
  /** An administrator seeded in the stack's database. */
  admin: { email: string; password: string };
}

const names = {
  apiUrl: 'DROPS_STACK_API_URL',
  controlUrl: 'DROPS_STACK_CONTROL_URL',
  adminEmail: 'DROPS_STACK_ADMIN_EMAIL',
  adminPassword: 'DROPS_STACK_ADMIN_PASSWORD',
} as const;

export function writeStackEnvironment(environment: StackEnvironment | null): void {
  const values = {
    apiUrl: environment?.apiUrl,
    controlUrl: environment?.controlUrl,
    adminEmail: environment?.admin.email,
    adminPassword: environment?.admin.password,
  };
  for (const [key, name] of Object.entries(names)) {
    const value = values[key as keyof typeof names];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

export function readStackEnvironment(): StackEnvironment {
  const apiUrl = process.env[names.apiUrl];
  const controlUrl = process.env[names.controlUrl];
  const email = process.env[names.adminEmail];
  const password = process.env[names.adminPassword];
  if (!apiUrl || !controlUrl || !email || !password)
    throw new Error(
      'No stack: this Jest project must use @drops/stack-testing/jest-preset (its global setup starts the stack).',
    );
  return { apiUrl, controlUrl, admin: { email, password } };
}
