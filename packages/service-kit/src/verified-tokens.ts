/**
 * Tokens already verified for one audience, kept by the whole token, so two tokens never share
 * an entry. The dashboard sends the same token with every call and the gateway and a service
 * both check it; fast-jwt's own cache keys by a SHA-256 of the token, which cost more than the
 * rest of the check (bench/README.md § Backend API). An entry lasts until the token expires,
 * at most ten minutes.
 */
export class VerifiedTokens {
  private readonly entries = new Map<
    string,
    { subject: string; session?: string; until: number }
  >();

  constructor(
    private readonly limit = 1000,
    private readonly maxAgeMs = 10 * 60_000,
  ) {}

  /** The subject (and session) of a token verified before and not yet expired. */
  claimsOf(token: string, now = Date.now()): { subject: string; session?: string } | undefined {
    const entry = this.entries.get(token);
    if (entry === undefined) return undefined;
    if (entry.until > now) return entry;
    this.entries.delete(token);
    return undefined;
  }

  /** Keeps a token that has just passed the full check; the oldest entry goes when full. */
  remember(
    token: string,
    claims: { subject: string; session?: string },
    expiresAtSeconds: number,
    now = Date.now(),
  ): void {
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const until = Math.min(expiresAtSeconds * 1000, now + this.maxAgeMs);
    this.entries.set(token, { ...claims, until });
  }
}
