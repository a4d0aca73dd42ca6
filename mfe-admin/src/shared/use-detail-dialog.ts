import { useState } from 'react';

/**
 * The row a list's detail modal shows. Each opening mounts a fresh modal (`opening` is its key:
 * fresh data); the closed one stays until the next opening so the native dialog can hand focus
 * back to the View button.
 */
export function useDetailDialog<Row>() {
  const [detail, setDetail] = useState<{ row: Row; open: boolean; opening: number } | null>(null);
  return {
    detail,
    open: (row: Row) =>
      setDetail((current) => ({ row, open: true, opening: (current?.opening ?? 0) + 1 })),
    close: () => setDetail((current) => current && { ...current, open: false }),
    /** Shows a saved change of the row on display. */
    update: (change: (row: Row) => Row) =>
      setDetail((current) => current && { ...current, row: change(current.row) }),
  };
}
