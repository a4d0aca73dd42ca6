import { contractVersionField, majorOf } from '@drops/federation/contract-version';
import { exposedRoutesModule } from '@drops/federation/remote-names';
import { singletonOf, type SharedSingleton } from '@drops/federation/shared-singletons';
import type { BuildManifest } from './build-manifest';

/** What the shell provides: the majors of its shared singletons and its contract version. */
export interface ShellProvision {
  sharedMajors: Record<SharedSingleton, number>;
  contractVersion: string;
}

/** Problems by field, in words a team can act on; empty when the build may be registered. */
export type GateProblems = Record<string, string>;

/**
 * Whether a semver range (`^19.0.0`, `~6.30`, `>=18 <20`, `^18 || ^19`, `*`) admits some version
 * of the given major. A range it cannot read admits nothing, so the build is refused with the
 * range quoted rather than let through unread.
 */
export function rangeAdmitsMajor(range: string, major: number): boolean {
  return range.split('||').some((alternative) => alternativeAdmits(alternative.trim(), major));
}

function alternativeAdmits(alternative: string, major: number): boolean {
  if (alternative === '' || alternative === '*' || /^[xX]$/.test(alternative)) return true;
  const comparators = alternative.split(/\s+/);
  return comparators.every((comparator) => {
    const match =
      /^(\^|~|>=|<=|>|<|=)?v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:[-+].*)?$/.exec(
        comparator,
      );
    if (!match) return false;
    const operator = match[1] ?? '=';
    if (!/^\d+$/.test(match[2]!)) return true;
    const bound = Number(match[2]);
    const exactMajorOnly = [match[3], match[4]].every((part) => part === undefined || part === '0');
    switch (operator) {
      case '>=':
        return major >= bound;
      case '>':
        return exactMajorOnly && match[3] === undefined ? major > bound : major >= bound;
      case '<':
        return exactMajorOnly ? major < bound : major <= bound;
      case '<=':
        return major <= bound;
      default:
        return major === bound;
    }
  });
}

/**
 * The compatibility gate of a registration (issue 28, point 3): the build is the remote it
 * claims to be, exposes `./routes`, speaks the shell's contract major, and needs of each shared
 * singleton a major the shell provides.
 */
export function checkBuild(
  remote: string,
  manifest: BuildManifest,
  shell: ShellProvision,
): GateProblems {
  const problems: GateProblems = {};
  if (manifest.name !== remote) {
    problems.name = `The build's container is named "${manifest.name ?? '(none)'}"; the shell loads this remote as "${remote}". Build it with name "${remote}".`;
  }
  if (!manifest.remoteEntry) {
    problems.remoteEntry = 'The manifest names no remote entry (metaData.remoteEntry).';
  }
  if (!manifest.exposes.includes(exposedRoutesModule)) {
    problems.exposes = `The build does not expose "${exposedRoutesModule}": the shell loads every remote's routes from it. Add it to the remote's exposes.`;
  }
  const shellContract = majorOf(shell.contractVersion);
  if (!manifest.contractVersion) {
    problems.contractVersion = `The manifest carries no shell–remote contract version (metaData.${contractVersionField}): build the remote with @drops/web-build.`;
  } else if (majorOf(manifest.contractVersion) !== shellContract) {
    problems.contractVersion = `The build was made for the shell–remote contract ${manifest.contractVersion}; the shell speaks ${shell.contractVersion}. Update @drops/federation in the remote and rebuild it.`;
  }
  for (const shared of manifest.shared) {
    const singleton = singletonOf(shared.name);
    if (!singleton) continue;
    const provided = shell.sharedMajors[singleton];
    const range = shared.requiredVersion ?? shared.version ?? '*';
    if (!rangeAdmitsMajor(range, provided) && !problems[`shared.${singleton}`]) {
      problems[`shared.${singleton}`] =
        `The build shares ${singleton} ${range}, but the shell provides ${singleton} ${provided}.x: rebuild it with ${singleton} ${provided}.`;
    }
  }
  return problems;
}
