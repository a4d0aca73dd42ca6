import { startStack, type Stack } from '@drops/gateway/testing';
import { startControlServer } from './control-server';
import { writeStackEnvironment } from './stack-environment';

interface Running {
  stack: Stack;
  control: Awaited<ReturnType<typeof startControlServer>>;
}

interface Shared {
  users: number;
  running: Promise<Running>;
}

/**
 * Every project of one Jest run that uses the preset shares one stack (one database, one start):
 * the global hooks of all projects run in the same main process, and process.env, which hands the
 * stack to the test files, holds one value per name. Tests therefore create their own data and
 * their own failure conditions (control-server.ts).
 */
const sharedKey = Symbol.for('@drops/stack-testing:shared-stack');
type Holder = { [sharedKey]?: Shared };
const holder = globalThis as Holder;

async function start(): Promise<Running> {
  const stack = await startStack();
  try {
    const admin = await stack.createAdmin();
    const control = await startControlServer(stack);
    writeStackEnvironment({
      apiUrl: stack.apiUrl,
      controlUrl: control.url,
      admin: { email: admin.email, password: admin.password },
    });
    return { stack, control };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

export async function acquireSharedStack(): Promise<void> {
  const shared = holder[sharedKey] ?? { users: 0, running: start() };
  holder[sharedKey] = shared;
  shared.users += 1;
  await shared.running;
}

export async function releaseSharedStack(): Promise<void> {
  const shared = holder[sharedKey];
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  holder[sharedKey] = undefined;
  writeStackEnvironment(null);
  const { stack, control } = await shared.running;
  await control.close();
  await stack.stop();
}
