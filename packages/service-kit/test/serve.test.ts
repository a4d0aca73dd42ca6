import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** A free port for the child process to listen on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

it('exits after the grace period when a request in flight never finishes', async () => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'fixtures/stalling-server.ts')],
    { env: { ...process.env, PORT: String(port), SHUTDOWN_GRACE_MS: '1500' }, stdio: 'ignore' },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    await waitUntilReady(`http://127.0.0.1:${port}/ready`);
    const stalled = fetch(`http://127.0.0.1:${port}/stall`).catch(() => 'cut off');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    const took = Date.now() - signalledAt;
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(10_000);
    expect(await stalled).toBe('cut off');
  } finally {
    child.kill('SIGKILL');
  }
}, 30_000);
