import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { frontends } from '@drops/web-build/frontends';

/**
 * Every overlay as `kubectl kustomize` renders it: valid against the Kubernetes schemas
 * (validate-manifests.mjs, kubernetes-models) and keeping our own rules. kubectl must be
 * installed: without it the test fails.
 */

const deployFolder = path.resolve(__dirname, '..');
const workspaceRoot = path.resolve(deployFolder, '..');
const overlays = ['dev', 'prod'] as const;
const backends = ['gateway', 'seller', 'catalog', 'admin'];
const services = ['seller', 'catalog', 'admin'];
/** Each frontend's Deployment and Service are named after its folder. */
const frontendNames = Object.values(frontends).map((frontend) => frontend.directory);

/** A rendered object; only what the checks read is typed. */
interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  data?: Record<string, string>;
  spec?: Record<string, unknown>;
}

interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: Record<string, { name: string; key: string; optional?: boolean }>;
  }[];
  envFrom?: { configMapRef?: { name: string } }[];
  resources?: { requests?: Record<string, unknown>; limits?: Record<string, unknown> };
  livenessProbe?: { httpGet?: { path: string } };
  readinessProbe?: { httpGet?: { path: string } };
  lifecycle?: { preStop?: { sleep?: { seconds: number } } };
  securityContext?: {
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    runAsNonRoot?: boolean;
  };
  volumeMounts?: { name: string; mountPath: string; subPath?: string }[];
}

interface PodSpec {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  terminationGracePeriodSeconds?: number;
  enableServiceLinks?: boolean;
  volumes?: { name: string; emptyDir?: object; configMap?: { name: string } }[];
}

function run(command: string, args: string[], input?: string) {
  const result = spawnSync(command, args, { cwd: workspaceRoot, encoding: 'utf8', input });
  if (result.error) throw result.error;
  return result;
}

function render(overlay: string): { yaml: string; objects: KubernetesObject[] } {
  const result = run('kubectl', ['kustomize', `deploy/k8s/overlays/${overlay}`]);
  if (result.status !== 0) throw new Error(`kubectl kustomize ${overlay}: ${result.stderr}`);
  const objects = parseAllDocuments(result.stdout).map(
    (document) => document.toJS() as KubernetesObject,
  );
  return { yaml: result.stdout, objects };
}

function validate(yaml: string): { status: number | null; results: { error: string | null }[] } {
  const result = run(process.execPath, ['deploy/validate-manifests.mjs'], yaml);
  if (result.status === 2) throw new Error(result.stderr);
  const results = result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { kind: string; name: string; error: string | null });
  return { status: result.status, results };
}

const podSpecOf = (object: KubernetesObject) =>
  (object.spec as { template: { spec: PodSpec } }).template.spec;

/** The names the code reads from its environment, in the config modules (and serve.ts). */
const codeReadingEnvironment = [
  'packages/service-kit/src/config.ts',
  'packages/service-kit/src/serve.ts',
  'gateway/src/config.ts',
  'services/seller/src/config.ts',
  'services/catalog/src/config.ts',
  'services/admin/src/config.ts',
]
  .map((file) => readFileSync(path.join(workspaceRoot, file), 'utf8'))
  .join('\n');
const readByCode = (name: string) =>
  codeReadingEnvironment.includes(`env.${name}`) ||
  codeReadingEnvironment.includes(`'${name}'`) ||
  // `<NAME>_DATABASE_URL`, `<NAME>_PORT`, `<NAME>_SERVICE_URL` are read by pattern.
  /^(SELLER|CATALOG|ADMIN)_(DATABASE_URL|PORT|SERVICE_URL)$/.test(name);

it('the validator refuses an object that breaks the schema, and a kind it does not know', () => {
  const broken = [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata: { name: broken }',
    'spec: { replicas: two, selector: {}, template: {} }',
    '---',
    'apiVersion: example.com/v1',
    'kind: Unknown',
    'metadata: { name: unknown }',
  ].join('\n');
  const { status, results } = validate(broken);
  expect(status).toBe(1);
  expect(results.map((result) => result.error)).toEqual([
    expect.stringContaining('replicas'),
    expect.stringContaining('no schema'),
  ]);
});

describe.each(overlays)('overlay %s', (overlay) => {
  const { yaml, objects } = render(overlay);
  const ofKind = (kind: string) => objects.filter((object) => object.kind === kind);
  const named = (kind: string, name: string) => {
    const found = ofKind(kind).find((object) => object.metadata.name === name);
    if (!found) throw new Error(`${overlay} renders no ${kind} ${name}`);
    return found;
  };
  const workloads = [...ofKind('Deployment'), ...ofKind('Job')];
  const configMap = (prefix: string) => {
    const found = ofKind('ConfigMap').find((map) => map.metadata.name.startsWith(`${prefix}-`));
    if (!found) throw new Error(`${overlay} renders no ConfigMap ${prefix}`);
    return found;
  };

  it('renders objects that are valid against the Kubernetes schemas', () => {
    const { status, results } = validate(yaml);
    expect(results.filter((result) => result.error !== null)).toEqual([]);
    expect(results).toHaveLength(objects.length);
    expect(status).toBe(0);
  });

  it('has a Deployment and a Service for each service, the gateway and each frontend', () => {
    for (const name of [...backends, ...frontendNames]) {
      expect(named('Deployment', name).metadata.name).toBe(name);
      expect(named('Service', name).metadata.name).toBe(name);
    }
  });

  it('runs every container as non-root on a read-only root with /tmp writable and sized', () => {
    for (const workload of workloads) {
      const pod = podSpecOf(workload);
      expect({
        name: workload.metadata.name,
        runAsNonRoot: pod.securityContext?.runAsNonRoot,
      }).toEqual({
        name: workload.metadata.name,
        runAsNonRoot: true,
      });
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      // Kubernetes' service links would set SELLER_PORT=tcp://... over the settings we read.
      expect(pod.enableServiceLinks).toBe(false);
      const tmp = pod.volumes?.find((volume) => volume.name === 'tmp');
      expect(tmp?.emptyDir).toBeDefined();
      for (const container of pod.containers) {
        const where = `${workload.kind} ${workload.metadata.name}/${container.name}`;
        expect({ where, ...container.securityContext }).toMatchObject({
          where,
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
        });
        expect(container.volumeMounts).toContainEqual({ name: 'tmp', mountPath: '/tmp' });
        for (const bound of ['requests', 'limits'] as const)
          expect({ where, bound, ...container.resources?.[bound] }).toEqual({
            where,
            bound,
            cpu: expect.anything(),
            memory: expect.anything(),
          });
      }
    }
  });

  it('names every image at the tag its overlay sets (prod: a release number)', () => {
    for (const workload of workloads)
      for (const container of podSpecOf(workload).containers)
        expect({ where: workload.metadata.name, image: container.image }).toEqual({
          where: workload.metadata.name,
          image: expect.stringMatching(
            overlay === 'prod' ? /^drops\/[a-z-]+:\d+\.\d+\.\d+$/ : /^drops\/[a-z-]+:dev$/,
          ),
        });
  });

  it('probes every Deployment on /health/live and /health/ready and stops within its grace', () => {
    const graceMs = Number(configMap('drops-config').data?.SHUTDOWN_GRACE_MS);
    expect(graceMs).toBeGreaterThan(0);
    for (const deployment of ofKind('Deployment')) {
      const pod = podSpecOf(deployment);
      for (const container of pod.containers) {
        const where = `${deployment.metadata.name}/${container.name}`;
        expect({ where, live: container.livenessProbe?.httpGet?.path }).toEqual({
          where,
          live: '/health/live',
        });
        expect({ where, ready: container.readinessProbe?.httpGet?.path }).toEqual({
          where,
          ready: '/health/ready',
        });
        const preStopSeconds = container.lifecycle?.preStop?.sleep?.seconds ?? 0;
        // A backend's own shutdown (SHUTDOWN_GRACE_MS) after the preStop pause, with room left.
        const needed =
          preStopSeconds + (backends.includes(deployment.metadata.name) ? graceMs / 1000 : 0);
        expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(needed);
      }
    }
  });

  it('scales and protects the gateway and each service with an HPA and a PDB', () => {
    for (const name of backends) {
      const hpa = named('HorizontalPodAutoscaler', name);
      expect(hpa.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
      expect(hpa.spec?.minReplicas).toBeGreaterThanOrEqual(1);
      const pdb = named('PodDisruptionBudget', name);
      const podLabels = (
        named('Deployment', name).spec as {
          template: { metadata: { labels: Record<string, string> } };
        }
      ).template.metadata.labels;
      const selector = (pdb.spec?.selector as { matchLabels: Record<string, string> }).matchLabels;
      expect(podLabels).toMatchObject(selector);
    }
  });

  it("migrates each service with a Job running its one-shot entry in the service's own image", () => {
    for (const name of services) {
      const [job] = podSpecOf(named('Job', `${name}-migrate`)).containers;
      const [server] = podSpecOf(named('Deployment', name)).containers;
      expect(job?.command).toEqual(['node', 'dist/migrate.js']);
      expect(job?.image).toBe(server?.image);
      const databaseVariable = `${name.toUpperCase()}_DATABASE_URL`;
      expect(job?.env?.map((variable) => variable.name)).toContain(databaseVariable);
    }
  });

  it("gives the catalog's migration Job what setting the bucket's CORS rule reads", () => {
    const [job] = podSpecOf(named('Job', 'catalog-migrate')).containers;
    expect(job?.envFrom).toContainEqual({
      configMapRef: { name: configMap('drops-config').metadata.name },
    });
    expect(job?.env?.map((variable) => variable.name)).toEqual(
      expect.arrayContaining(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']),
    );
    // The same origins as the gateway's CORS, and the bucket itself.
    expect(Object.keys(configMap('drops-config').data ?? {})).toEqual(
      expect.arrayContaining(['FRONTEND_ORIGINS', 'S3_BUCKET']),
    );
  });

  it('sets only variables the code reads, its secrets from drops-secrets', () => {
    const secret = ofKind('Secret').find((s) => s.metadata.name.startsWith('drops-secrets'));
    // Production's Secret is made in the cluster; dev's holds the published development values.
    expect(secret === undefined).toBe(overlay === 'prod');
    const configKeys = Object.keys(configMap('drops-config').data ?? {});
    for (const key of configKeys)
      expect({ key, read: readByCode(key) }).toEqual({ key, read: true });
    for (const workload of workloads.filter((w) =>
      backends.includes(w.metadata.name.replace(/-migrate$/, '')),
    )) {
      for (const container of podSpecOf(workload).containers) {
        for (const variable of container.env ?? []) {
          expect({ variable: variable.name, read: readByCode(variable.name) }).toEqual({
            variable: variable.name,
            read: true,
          });
          const secretRef = variable.valueFrom?.secretKeyRef;
          if (!secretRef) continue;
          expect(secretRef.name).toMatch(/^drops-secrets/);
          expect(secretRef.key).toBe(variable.name);
          if (secret) expect(Object.keys(secret.data ?? {})).toContain(secretRef.key);
        }
      }
    }
    // The services sign and check every audience's tokens; the gateway checks the two public ones
    // and counts its rate limits in the Redis its replicas share.
    const secretNames = (name: string) =>
      (podSpecOf(named('Deployment', name)).containers[0]?.env ?? [])
        .filter((variable) => variable.valueFrom?.secretKeyRef)
        .map((variable) => variable.name);
    expect(secretNames('gateway').sort()).toEqual([
      'ADMIN_JWT_SECRET',
      'REDIS_URL',
      'SELLER_JWT_SECRET',
    ]);
    const redisUrl = (podSpecOf(named('Deployment', 'gateway')).containers[0]?.env ?? []).find(
      (variable) => variable.name === 'REDIS_URL',
    );
    expect(redisUrl?.valueFrom?.secretKeyRef?.optional).not.toBe(true);
    for (const name of services)
      expect(secretNames(name)).toEqual(
        expect.arrayContaining([
          'SELLER_JWT_SECRET',
          'ADMIN_JWT_SECRET',
          'SERVICE_JWT_SECRET',
          `${name.toUpperCase()}_DATABASE_URL`,
        ]),
      );
    expect(secretNames('catalog')).toEqual(
      expect.arrayContaining(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'WEBHOOK_SECRET_KEY']),
    );
    // The release registry (issue 28) writes the remotes' versions to the same bucket.
    expect(secretNames('admin')).toEqual(
      expect.arrayContaining(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']),
    );
  });

  it("holds the shell's remotes.json in a ConfigMap, one entry per remote, mounted in the shell", () => {
    const remotesMap = configMap('shell-remotes');
    const manifest = JSON.parse(remotesMap.data?.['remotes.json'] ?? '{}') as {
      apiBaseUrl: string;
      remotes: Record<string, string>;
    };
    const remoteNames = Object.values(frontends)
      .filter((frontend) => frontend.urlVariable)
      .map((frontend) => frontend.name);
    expect(Object.keys(manifest.remotes).sort()).toEqual([...remoteNames].sort());
    for (const url of Object.values(manifest.remotes))
      expect(url).toMatch(/^https?:\/\/.+\/remoteEntry\.js$/);
    expect(manifest.apiBaseUrl).toMatch(/^https?:\/\/.+\/api\/v1$/);
    const shell = podSpecOf(named('Deployment', 'shell'));
    const volume = shell.volumes?.find((v) => v.configMap?.name === remotesMap.metadata.name);
    expect(volume).toBeDefined();
    expect(shell.containers[0]?.volumeMounts).toContainEqual({
      name: volume?.name,
      mountPath: '/app/frontend/dist/remotes.json',
      subPath: 'remotes.json',
    });
  });

  it('routes /api to the gateway and every frontend through the Ingress', () => {
    const [ingress] = ofKind('Ingress');
    const rules = (ingress?.spec?.rules ?? []) as {
      host: string;
      http: { paths: { path: string; backend: { service: { name: string } } }[] };
    }[];
    const routes = rules.flatMap((rule) =>
      rule.http.paths.map((route) => `${rule.host}${route.path} ${route.backend.service.name}`),
    );
    const siteHost = rules[0]?.host;
    expect(routes).toContain(`${siteHost}/api gateway`);
    expect(routes).toContain(`${siteHost}/ shell`);
    for (const name of frontendNames)
      expect(routes.some((route) => route.endsWith(` ${name}`))).toBe(true);
  });
});
