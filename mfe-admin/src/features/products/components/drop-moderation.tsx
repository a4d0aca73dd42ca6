import { setProductModeration } from '@drops/api-client';
import { reviewMessages, type AdminProduct } from '@drops/contracts';
import { formatDateTime } from '@drops/format';
import { useApi } from '@drops/remote-kit';
import { Button, DropStatusBadge, Stack } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { auditAreaMessages } from '../../../shared/audit-messages';
import { StatusPill } from '../../../shared/data-table';
import { Facts, SectionTitle } from '../../../shared/detail.styles';
import { ReasonDecisionForm } from '../../../shared/reason-fields';
import { useReasonDecision } from '../../../shared/use-reason-decision';

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
  const paused = product.status === 'paused';
  const canPause = product.status === 'published';
  const moderation = useReasonDecision({
    reasonRequired: canPause,
    save: (reasonAndNote) =>
      setProductModeration(api, product._id, {
        status: paused ? 'published' : 'paused',
        ...reasonAndNote,
      }).then((response) => response.data),
    savedMessage: paused ? reviewMessages.dropRestoredMessage : reviewMessages.dropPausedMessage,
    failedMessage: paused ? auditAreaMessages.restoreFailed : auditAreaMessages.pauseFailed,
    onSaved: onChanged,
  });

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
        <ReasonDecisionForm
          label={paused ? auditAreaMessages.restoreDrop : auditAreaMessages.pauseDrop}
          decision={paused ? 'restore' : 'pause'}
          fields={moderation.fields}
          onSubmit={() => void moderation.submit()}
        >
          <div>
            <Button
              type="submit"
              $variant={paused ? 'primary' : 'danger'}
              disabled={moderation.busy}
            >
              {paused
                ? moderation.busy
                  ? auditAreaMessages.restoring
                  : auditAreaMessages.restoreDrop
                : moderation.busy
                  ? auditAreaMessages.pausing
                  : auditAreaMessages.pauseDrop}
            </Button>
          </div>
        </ReasonDecisionForm>
      ) : (
        <p>{auditAreaMessages.onlyPublishedPause}</p>
      )}
    </Stack>
  );
}
