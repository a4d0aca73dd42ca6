import { createServer, type AddressInfo } from 'node:net';

/** Ports this process has handed out: the system may offer a port again once it is closed. */
const handedOut = new Set<number>();

/**
 * A port free right now and not handed out before by this process (the processes must know each
 * other's addresses before they start; two parts given one port made nginx refuse its config).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await systemFreePort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

/** A free port for each of `names` (a bench's servers, say), known before any of them starts. */
export async function freePorts<Name extends string>(
  names: readonly Name[],
): Promise<Record<Name, number>> {
  const ports = {} as Record<Name, number>;
  for (const name of names) ports[name] = await freePort();
  return ports;
}

function systemFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
