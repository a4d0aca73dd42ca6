import { useState } from 'react';
import { setProductModeration } from '@drops/api-client';
import { reviewMessages, reviewNoteMax, type AdminProduct } from '@drops/contracts';
import { formatDateTime } from '@drops/format';
import { useApi } from '@drops/remote-kit';
import { Button, DropStatusBadge, Stack, toast } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { auditAreaMessages } from '../../../shared/audit-messages';
import { StatusPill } from '../../../shared/data-table';
import { Facts, SectionTitle } from '../../../shared/detail.styles';
import { failureToast } from '../../../shared/failure-toast';
import { emptyReason, ReasonFields, type ReasonDraft } from '../../../shared/reason-fields';

/**
 * The drop's moderation state (paused: why, since when) with Pause (a reason from the pause's
 * list is required, a note optional) for a published drop and Restore (a note, no reason: issue
 * 31) for a paused one, through
 * PUT /admin/products/{id}/status. Drafts can be neither.
 */
export function DropModeration({
  product,
  onChanged,
}: {
  product: AdminProduct;
  onChanged: (product: AdminProduct) => void;
}) {
  const api = useApi();
  const [draft, setDraft] = useState<ReasonDraft>(emptyReason);
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const paused = product.status === 'paused';
  const canPause = product.status === 'published';

  const submit = async () => {
    if (canPause && !draft.reason) {
      setReasonError(auditAreaMessages.reasonRequired);
      return;
    }
    if (draft.note.length > reviewNoteMax) return;
    setBusy(true);
    try {
      const response = await setProductModeration(api, product._id, {
        status: paused ? 'published' : 'paused',
        ...(draft.reason && { reason: draft.reason }),
        ...(draft.note.trim() && { note: draft.note.trim() }),
      });
      toast({
        title: paused ? reviewMessages.dropRestoredMessage : reviewMessages.dropPausedMessage,
        variant: 'success',
      });
      setDraft(emptyReason);
      onChanged(response.data);
    } catch (error) {
      failureToast(error, paused ? auditAreaMessages.restoreFailed : auditAreaMessages.pauseFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack $gap={3} as="section" aria-label={auditAreaMessages.moderation}>
      <SectionTitle>{auditAreaMessages.moderation}</SectionTitle>
      <Facts>
        <dt>{auditAreaMessages.moderationState}</dt>
        <dd>
          {paused ? (
            <DropStatusBadge status="paused" />
          ) : (
            <StatusPill $tone="neutral">{auditAreaMessages.live}</StatusPill>
          )}
        </dd>
        {paused && product.moderation ? (
          <>
            <dt>{auditAreaMessages.reasonLabel}</dt>
            <dd>{product.moderation.reasonText ?? adminAreaMessages.none}</dd>
            <dt>{auditAreaMessages.note}</dt>
            <dd>{product.moderation.note ?? adminAreaMessages.none}</dd>
            <dt>{auditAreaMessages.pausedAt}</dt>
            <dd>{formatDateTime(product.moderation.decidedAt)}</dd>
          </>
        ) : null}
      </Facts>
      {canPause || paused ? (
        <Stack
          $gap={3}
          as="form"
          aria-label={paused ? auditAreaMessages.restoreDrop : auditAreaMessages.pauseDrop}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <ReasonFields
            decision={paused ? 'restore' : 'pause'}
            value={draft}
            reasonError={reasonError}
            onChange={(next) => {
              setDraft(next);
              if (next.reason) setReasonError(undefined);
            }}
          />
          <div>
            <Button type="submit" $variant={paused ? 'primary' : 'danger'} disabled={busy}>
              {paused
                ? busy
                  ? auditAreaMessages.restoring
                  : auditAreaMessages.restoreDrop
                : busy
                  ? auditAreaMessages.pausing
                  : auditAreaMessages.pauseDrop}
            </Button>
          </div>
        </Stack>
      ) : (
        <p>{auditAreaMessages.onlyPublishedPause}</p>
      )}
    </Stack>
  );
}
