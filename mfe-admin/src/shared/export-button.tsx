import { useState } from 'react';
import type { ApiClient } from '@drops/api-client';
import { useApi } from '@drops/remote-kit';
import { Button, toast } from '@drops/ui';
import { auditAreaMessages } from './audit-messages';
import { failureToast } from './failure-toast';

/**
 * Export CSV: the server's export of the list with its filters, saved as a file (the answer is
 * read whole as a Blob, then handed to the browser's download through a temporary link).
 */
export function ExportButton({
  fileName,
  exportCsv,
}: {
  fileName: string;
  exportCsv: (api: ApiClient) => Promise<Blob>;
}) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await exportCsv(api);
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      toast({ title: auditAreaMessages.exported, variant: 'success' });
    } catch (error) {
      failureToast(error, auditAreaMessages.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button $variant="secondary" $size="small" disabled={busy} onClick={() => void run()}>
      {busy ? auditAreaMessages.exporting : auditAreaMessages.export}
    </Button>
  );
}
