/**
 * Who acts in the registry: an administrator, a remote's release token (its pipeline), or the
 * registry itself (the automatic rollback). The audit log and the version history name them.
 */
export type ReleaseActor =
  | { kind: 'admin'; id: string; email: string }
  | { kind: 'release-token'; tokenId: string; remote: string }
  | { kind: 'registry' };

export function actorName(actor: ReleaseActor): string {
  if (actor.kind === 'admin') return actor.email;
  if (actor.kind === 'release-token') return `release token ${actor.remote}`;
  return 'release registry';
}

export function actorId(actor: ReleaseActor): string {
  if (actor.kind === 'admin') return actor.id;
  if (actor.kind === 'release-token') return actor.tokenId;
  return 'release-registry';
}
