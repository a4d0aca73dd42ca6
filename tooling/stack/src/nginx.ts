import { spawn, type ChildProcess } from 'node:child_process';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from 'node:net';
import { stopProcess } from './processes';

/** Debian's nginx (scripts/lib/ensure.sh's `ensure_nginx` installs it). */
export const nginxBinary = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

/** One port of the load balancer, spreading calls over its servers (host:port each). */
export interface NginxBalancer {
  name: string;
  port: number;
  servers: string[];
}

/**
 * The load balancer's configuration: per balancer an upstream (round robin, kept-alive
 * connections) and a server on its port. A call that finds its server gone (refused connection,
 * reset, 502/503 of a draining process) is sent to the next one only when it is idempotent:
 * `proxy_next_upstream` without `non_idempotent`, so a POST is never sent twice (a refused
 * connection sent nothing, so it goes on too). No server is ever marked down (`max_fails=0`): with
 * `max_fails=1 fail_timeout=2s` a replica just started again was still shunned for up to 2 s
 * after its last failure, and stopping the other one in that window left nginx with "no live
 * upstreams" and idempotent GETs answered 502 (found by the e2e replica run, which stops one half
 * of the replicas right after starting the other). Trying a stopped server costs a refused
 * connection on this machine, and the call goes on.
 */
export function nginxConfig(prefix: string, balancers: NginxBalancer[]): string {
  const root = process.getuid?.() === 0 ? 'user root;\n' : '';
  const upstreams = balancers.map(
    ({ name, servers }) => `  upstream ${name} {
${servers.map((server) => `    server ${server} max_fails=0;`).join('\n')}
    keepalive 64;
  }`,
  );
  const servers = balancers.map(
    ({ name, port }) => `  server {
    listen 127.0.0.1:${port} reuseport backlog=4096;
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_buffering off;
      proxy_request_buffering off;
    }
  }`,
  );
  return `${root}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_max_body_size 200m;
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${upstreams.join('\n')}
${servers.join('\n')}
}
`;
}

export interface RunningNginx {
  child: ChildProcess;
  /** Its configuration and error log, for a failing test's message. */
  prefix: string;
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

/** Resolves once `port` accepts a connection; throws after `timeoutMs`. */
async function waitForListening(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (accepted) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function waitForFile(file: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await access(file);
      return;
    } catch {
      // not written yet
    }
    if (Date.now() > deadline) throw new Error(`nginx wrote no ${path.basename(file)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * nginx in the foreground as a child of this process, from a configuration written to a fresh
 * temporary prefix (never the system's service or its files). Resolves once nginx has written its
 * pid file (it does so only after opening every listening socket) and every balancer's port
 * listens (its servers may start later: they are only asked when a call comes). A port another
 * process holds fails the start at once with nginx's reason, rather than being taken for nginx's.
 */
export async function startNginx(balancers: NginxBalancer[]): Promise<RunningNginx> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'drops-nginx-'));
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, nginxConfig(prefix, balancers));
  const child = spawn(
    nginxBinary,
    ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', configFile, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const errorLog = () => readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => output);
  const stop = async () => {
    await stopProcess(child, 5_000);
    await rm(prefix, { recursive: true, force: true });
  };
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`nginx exited (${signal ?? code}) while starting`)),
    ),
  );
  exited.catch(() => {});
  try {
    await Promise.race([
      Promise.all([
        waitForFile(path.join(prefix, 'nginx.pid'), 10_000),
        ...balancers.map(({ port }) => waitForListening(port, 10_000)),
      ]),
      exited,
    ]);
  } catch (error) {
    const log = `${output}${await errorLog()}`;
    await stop();
    throw new Error(`${String(error)}\n${log}`);
  }
  return { child, prefix, errorLog, stop };
}
