import { isRemoteName, type WorkedVersion, type WorkedVersions } from '@drops/federation';
import type { RemoteName } from '@drops/federation';

/** Where the browser keeps what the canary split and the fallback need (no personal data). */
export const visitorIdKey = 'drops.visitorId';
export const workedVersionsKey = 'drops.workedRemoteVersions';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface VisitorMemory {
  /** A random id, made once: hashed with a canary's version, it decides who draws the canary. */
  visitorId: string;
  /** The last version of each remote that rendered its first screen here. */
  worked: WorkedVersions;
  remember(remote: RemoteName, version: WorkedVersion): void;
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function readWorked(raw: string | null): WorkedVersions {
  const worked: WorkedVersions = {};
  try {
    const parsed = JSON.parse(raw ?? '{}') as Record<string, unknown>;
    for (const [remote, value] of Object.entries(parsed)) {
      const { version, manifestUrl } = (value ?? {}) as Partial<WorkedVersion>;
      if (isRemoteName(remote) && typeof version === 'string' && typeof manifestUrl === 'string')
        worked[remote] = { version, manifestUrl };
    }
  } catch {
    // A damaged value is forgotten.
  }
  return worked;
}

/**
 * The visitor's memory in `store` (localStorage). A browser that refuses storage (private mode,
 * quota) still gets an id for this tab; it then draws anew on each load, which is all it can do.
 */
export function visitorMemory(store: KeyValueStore | null): VisitorMemory {
  const safely = <T>(action: () => T, fallback: T): T => {
    try {
      return store ? action() : fallback;
    } catch {
      return fallback;
    }
  };
  let visitorId = safely(() => store?.getItem(visitorIdKey) ?? null, null);
  if (!visitorId) {
    visitorId = randomId();
    const id = visitorId;
    safely(() => store?.setItem(visitorIdKey, id), undefined);
  }
  const worked = readWorked(safely(() => store?.getItem(workedVersionsKey) ?? null, null));
  return {
    visitorId,
    worked,
    remember(remote, version) {
      worked[remote] = { version: version.version, manifestUrl: version.manifestUrl };
      safely(() => store?.setItem(workedVersionsKey, JSON.stringify(worked)), undefined);
    },
  };
}

/** The page's localStorage, or null where reading it throws. */
export function browserStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
