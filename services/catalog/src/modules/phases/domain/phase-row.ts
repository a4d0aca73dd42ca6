import { earlyAccessWindows, storedStatusOf, type EarlyAccessWindow } from '@drops/contracts';
import { toBool } from '@drops/db';
import type { PhaseInputs } from './drop-phase';

/** The `products` columns a phase is decided by, as the drivers return them. */
export interface PhaseColumns {
  status: string;
  launch_date: unknown;
  expiry_date: unknown;
  allow_early_access: unknown;
  time_window: string | null;
}

/** Those columns read as the phase rules take them (the runner's and the migration's one read). */
export function phaseInputsOf(row: PhaseColumns): PhaseInputs {
  return {
    status: storedStatusOf(row.status),
    launchDate: row.launch_date == null ? null : Number(row.launch_date),
    expiryDate: row.expiry_date == null ? null : Number(row.expiry_date),
    allowEarlyAccess: toBool(row.allow_early_access as boolean | number),
    timeWindow: (earlyAccessWindows as readonly string[]).includes(row.time_window ?? '')
      ? (row.time_window as EarlyAccessWindow)
      : null,
  };
}
