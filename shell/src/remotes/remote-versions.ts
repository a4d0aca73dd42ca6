import {
  loadFailureKind,
  loadRemoteModule,
  registerRemoteEntry,
  remoteNameList,
  RemoteUnavailableError,
  routesModuleId,
  setUpFederation,
  type RemoteCandidate,
  type RemoteFailureListener,
  type RemoteRoutesModule,
  type RemoteName,
  type WorkedVersion,
} from '@drops/federation';
import type { RemoteLoadKind } from '@drops/contracts';

/**
 * The builds this tab loads (issue 28): each remote's candidates, chosen once at start-up and
 * kept until the page is reloaded, so a release or a rollback never swaps code under an open tab.
 * A candidate that fails to load, evaluate or render its first screen gives way to the next.
 */

export interface RemoteVersionHooks {
  /** One load's outcome, for the registry's reports (registry versions only). */
  report: (remote: RemoteName, version: string, kind: RemoteLoadKind) => void;
  /** A registry version rendered its first screen: the visitor's fallback from now on. */
  remember: (remote: RemoteName, version: WorkedVersion) => void;
  onFailure: RemoteFailureListener;
}

interface RemoteState {
  candidates: RemoteCandidate[];
  index: number;
  /** The current candidate rendered its first screen. */
  shown: boolean;
}

const states = new Map<RemoteName, RemoteState>();
let hooks: RemoteVersionHooks | null = null;

/** Registers each remote's first candidate with the federation runtime. */
export function startRemoteVersions(
  candidates: Record<RemoteName, RemoteCandidate[]>,
  given: RemoteVersionHooks,
): void {
  hooks = given;
  states.clear();
  for (const remote of remoteNameList)
    states.set(remote, { candidates: candidates[remote], index: 0, shown: false });
  setUpFederation({
    entries: Object.fromEntries(
      remoteNameList.map((remote) => [remote, candidates[remote][0]?.entry ?? '']),
    ) as Record<RemoteName, string>,
    onFailure: given.onFailure,
  });
}

/** The build a remote is loaded from now (undefined before start-up). */
export function currentCandidate(remote: RemoteName): RemoteCandidate | undefined {
  const state = states.get(remote);
  return state?.candidates[state.index];
}

function report(remote: RemoteName, kind: RemoteLoadKind): void {
  const version = currentCandidate(remote)?.version;
  if (version) hooks?.report(remote, version, kind);
}

/** Moves a remote to its next candidate; false when none is left. */
function failOver(remote: RemoteName): boolean {
  const state = states.get(remote);
  if (!state || state.index + 1 >= state.candidates.length) return false;
  const failed = state.candidates[state.index];
  state.index += 1;
  state.shown = false;
  const next = state.candidates[state.index]!;
  console.warn(
    `[shell] ${remote} ${failed?.version ?? failed?.entry} failed: loading ${next.source} ${next.version ?? next.entry}`,
  );
  registerRemoteEntry(remote, next.entry);
  return true;
}

/**
 * A remote's `./routes` module, from the first candidate that loads; each failure is reported
 * with its kind. Rejects (RemoteUnavailableError) when every candidate failed: the area then
 * shows its "unavailable" state with Retry.
 */
export async function loadAreaModule(remote: RemoteName): Promise<RemoteRoutesModule> {
  for (;;) {
    try {
      return await loadRemoteModule(routesModuleId(remote));
    } catch (error) {
      if (!states.has(remote)) throw error;
      report(remote, loadFailureKind(error));
      if (!failOver(remote)) throw error;
    }
  }
}

/** The area rendered its first screen: a load to count, and a version that works here. */
export function areaShown(remote: RemoteName): void {
  const state = states.get(remote);
  const candidate = currentCandidate(remote);
  if (!state || !candidate || state.shown) return;
  state.shown = true;
  report(remote, 'load-ok');
  if (candidate.version)
    hooks?.remember(remote, { version: candidate.version, manifestUrl: candidate.entry });
}

/**
 * The area threw while rendering. A failed load was reported already; a render error is
 * reported here, and before the first screen the next candidate is tried (true: render again).
 */
export function areaFailed(remote: RemoteName, error: unknown): boolean {
  if (error instanceof RemoteUnavailableError) return false;
  const state = states.get(remote);
  if (!state) return false;
  report(remote, 'render-error');
  return !state.shown && failOver(remote);
}
