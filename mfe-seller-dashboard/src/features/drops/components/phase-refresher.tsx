import { useEffect, useRef } from 'react';
import type { Product } from '@drops/contracts';
import { useNow } from '../use-now';

function firstChangeOf(drops: readonly Product[]): number | null {
  let first: number | null = null;
  for (const drop of drops) {
    if (!drop.phaseChangesAt) continue;
    const at = Date.parse(drop.phaseChangesAt);
    if (first === null || at < first) first = at;
  }
  return first;
}

/**
 * Reads the list again once a shown drop's phase is due to change (issue 17), then every second
 * until the catalog has moved it (it does within 2 s): a countdown reaching zero turns into the
 * new phase without a reload. Renders nothing; only it re-renders with the clock.
 */
export function PhaseRefresher({
  drops,
  refresh,
}: {
  drops: readonly Product[];
  refresh: () => Promise<void>;
}) {
  const first = firstChangeOf(drops);
  return first === null ? null : <RefreshAt at={first} refresh={refresh} />;
}

function RefreshAt({ at, refresh }: { at: number; refresh: () => Promise<void> }) {
  const now = useNow();
  const asked = useRef(0);
  useEffect(() => {
    if (now < at || now - asked.current < 900) return;
    asked.current = now;
    void refresh();
  }, [now, at, refresh]);
  return null;
}
