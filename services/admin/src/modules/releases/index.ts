import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
// The faces this module uses (their decorators' types): the audit log and the administrators.
import type {} from '../accounts';
import type {} from '../audit';
import { runEvery } from './jobs/periodic';
import { createLoadCountsRepository } from './load-counts-repository';
import { resolvedReleasesOptions, type ReleasesOptions } from './options';
import { applyRetention } from './registry/retention-run';
import { ChannelSnapshot } from './registry/channel-snapshot';
import type { RegistryContext } from './registry/context';
import { flushReports, rollBackFailingCanaries } from './registry/load-reports';
import { ReportBuffer } from './registry/report-buffer';
import { createReleasesRepository } from './releases-repository';
import { createLocalReleaseStorage } from './storage/local-release-storage';
import { createS3ReleaseStorage } from './storage/s3-release-storage';

export { releasesConfigFrom, type ReleasesOptions } from './options';
export { releasesMigrations } from './migrations';
export type { ReleaseStorageConfig } from './storage/release-storage';

/** The registry's face: its operations' context and the periodic work, run now (tests, tools). */
export interface ReleaseRegistry {
  context: RegistryContext;
  /** Writes the reports summed in memory. */
  flushReports(): Promise<void>;
  /** Flushes, then takes out the failing canaries; answers the remotes rolled back. */
  checkCanaries(): Promise<string[]>;
  /** Removes the builds retention lets go; answers `remote/version` of each. */
  applyRetention(): Promise<string[]>;
  /** Reads the channels again (another replica's change). */
  refresh(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    releaseRegistry: ReleaseRegistry;
  }
}

/**
 * Issue 28, the release registry: each remote's immutable versions, its channel (stable and a
 * canary), release tokens for the teams' pipelines, the browsers' load reports and the
 * automatic rollback of a failing canary, and retention of the published builds.
 */
async function releasesPlugin(
  app: FastifyInstance,
  { releases: options = {} }: { releases?: ReleasesOptions },
): Promise<void> {
  const settings = resolvedReleasesOptions(options);
  const releases = createReleasesRepository(app.db);
  const context: RegistryContext = {
    db: app.db,
    releases,
    loadCounts: createLoadCountsRepository(app.db),
    audit: { record: (entry, trx) => app.recordAuditEntry(entry, trx) },
    storage:
      settings.storage.kind === 's3'
        ? createS3ReleaseStorage(settings.storage)
        : createLocalReleaseStorage(settings.storage),
    fetchPolicy: {
      allowedOrigins: settings.fetchOrigins,
      timeoutMs: 5_000,
      maxBytes: 5 * 1024 * 1024,
    },
    shell: settings.shell,
    snapshot: new ChannelSnapshot(releases),
    reports: new ReportBuffer(),
    log: app.log,
    now: Date.now,
  };
  const registry: ReleaseRegistry = {
    context,
    flushReports: () => flushReports(context),
    async checkCanaries() {
      await flushReports(context);
      await context.snapshot.refresh();
      return rollBackFailingCanaries(context);
    },
    applyRetention: () => applyRetention(context),
    refresh: () => context.snapshot.refresh(),
  };
  app.decorate('releaseRegistry', registry);
  // For the routes, autoloaded from routes/ (who may call each is its folder's autohooks).
  app.decorateRequest('releaseActor', null);

  const { timings } = settings;
  let jobs: { stop(): Promise<void> }[] = [];
  app.addHook('onReady', async () => {
    await context.snapshot.refresh();
    jobs = [
      runEvery('channel-poll', timings.channelPollMs, registry.refresh, app.log),
      runEvery('report-flush', timings.reportFlushMs, registry.flushReports, app.log),
      runEvery(
        'canary-check',
        timings.canaryCheckMs,
        () => rollBackFailingCanaries(context),
        app.log,
      ),
      runEvery('retention', timings.retentionMs, registry.applyRetention, app.log),
    ];
  });
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
    // What browsers reported since the last flush is written before the process goes.
    await flushReports(context).catch((error: unknown) =>
      app.log.error({ err: error }, 'release reports not written at close'),
    );
  });
}

/** Autoloaded with the other modules; reads its own key (`releases`) of the modules' options. */
export default fp(releasesPlugin, {
  name: 'admin-releases',
  dependencies: ['drops-database', 'drops-auth', 'admin-accounts', 'admin-audit'],
});
