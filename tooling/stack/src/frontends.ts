// The five frontends as the stack builds and serves them: web-build's one table of them.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { workspaceRoot } from './processes';

export type FrontendApp = 'shell' | 'sellerDashboard' | 'dropEditor' | 'profile' | 'admin';

export interface FrontendPart {
  app: FrontendApp;
  /** The workspace folder. */
  directory: string;
  defaultPort: number;
  portVariable: string;
}

/** Required rather than imported: web-build's table is JavaScript, read by the webpack configs. */
const table = createRequire(__filename)('@drops/web-build/frontends') as {
  frontends: Record<FrontendApp, Omit<FrontendPart, 'app'>>;
};

export const frontendParts: FrontendPart[] = (
  Object.entries(table.frontends) as [FrontendApp, Omit<FrontendPart, 'app'>][]
).map(([app, { directory, defaultPort, portVariable }]) => ({
  app,
  directory,
  defaultPort,
  portVariable,
}));

export type FrontendPorts = Record<FrontendApp, number>;

/** Each frontend's port: `<portVariable>` of `env`, else its default. */
export function frontendPortsOf(env: NodeJS.ProcessEnv): FrontendPorts {
  return Object.fromEntries(
    frontendParts.map((part) => [part.app, Number(env[part.portVariable] ?? part.defaultPort)]),
  ) as FrontendPorts;
}

/** The origins the browser calls the API from, on each host name given. */
export function frontendOriginsOf(ports: FrontendPorts, hosts = ['localhost']): string[] {
  return frontendParts.flatMap((part) => hosts.map((host) => `http://${host}:${ports[part.app]}`));
}

/** The address that answers once a frontend's server is up. */
export function frontendUrlOf(app: FrontendApp, port: number): string {
  return `http://localhost:${port}/${app === 'shell' ? '' : 'remoteEntry.js'}`;
}

/** The five production builds (webpack), one after another; each line of their errors passed on. */
export async function buildFrontends(
  onLine: (directory: string, line: string) => void = (directory, line) =>
    process.stderr.write(`[${directory}:build] ${line}\n`),
  onBuilt: (directory: string) => void = () => {},
): Promise<void> {
  for (const { directory } of frontendParts) {
    const child = spawn('pnpm', ['--filter', `./${directory}`, 'build'], {
      cwd: workspaceRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) onLine(directory, line);
    });
    const code = await new Promise<number>((resolve) =>
      child.once('exit', (exitCode) => resolve(exitCode ?? 1)),
    );
    if (code !== 0) throw new Error(`building ${directory} failed`);
    onBuilt(directory);
  }
}

/** Copies each production build into `deployRoot` (one folder per frontend, each with its dist/). */
export function deployFrontends(deployRoot: string): void {
  fs.rmSync(deployRoot, { recursive: true, force: true });
  for (const { directory } of frontendParts) {
    const source = path.join(workspaceRoot, directory, 'dist');
    if (!fs.existsSync(source)) throw new Error(`${source} is missing: build the frontends first`);
    fs.cpSync(source, path.join(deployRoot, directory, 'dist'), { recursive: true });
  }
}

/** A frontend's production build served by `drops-serve` from `root`'s folder of it. */
export function serveFrontend(
  part: FrontendPart,
  options: {
    root: string;
    env: NodeJS.ProcessEnv;
    onLine: (line: string, stream: 'stdout' | 'stderr') => void;
  },
): ChildProcess {
  const child = spawn(
    process.execPath,
    [path.join(workspaceRoot, 'packages/web-build/bin/drops-serve.js'), '--app', part.app],
    {
      cwd: path.join(options.root, part.directory),
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const forward = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) options.onLine(line, stream);
  };
  child.stdout?.on('data', forward('stdout'));
  child.stderr?.on('data', forward('stderr'));
  return child;
}
