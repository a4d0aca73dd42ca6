// A stack script (e2e/support/stack.ts) run as a child process until it prints READY.
import { spawn, spawnSync } from 'node:child_process';
import { workspaceRoot } from './processes';

export interface RunningStackScript {
  /** What the script printed as `DATABASE <url>`: the database it started the stack on. */
  databaseUrl?: string;
  /** SIGTERM; resolves once the script (which stops all it started) has exited. */
  stop(): Promise<void>;
}

/** Runs scripts/build-backend.ts (the backend half of `pnpm build`). */
export function buildBackend(): void {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-backend.ts'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}${build.stdout}`);
}

/**
 * One node process with tsx's loader (not the tsx CLI's parent and child), so the stack is the
 * caller's own child and notices when the caller is gone. Resolves once it prints READY; a
 * script that exits or takes longer than `timeoutMs` first is stopped and the start fails.
 */
export async function runStackScript(
  script: string,
  options: { env?: NodeJS.ProcessEnv; stderr?: 'inherit' | 'ignore'; timeoutMs?: number } = {},
): Promise<RunningStackScript> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: workspaceRoot,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', options.stderr ?? 'inherit'],
  });
  const running: RunningStackScript = {
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
  const timeoutMs = options.timeoutMs ?? 180_000;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the stack did not start in ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const database = /^DATABASE (\S+)$/m.exec(output);
      if (database?.[1]) running.databaseUrl = database[1];
      if (output.includes('READY')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stack exited (${code})`));
    });
  }).catch(async (error: unknown) => {
    await running.stop();
    throw error;
  });
  return running;
}
