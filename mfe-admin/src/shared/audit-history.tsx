import { listAuditLog } from '@drops/api-client';
import type { AuditTargetType } from '@drops/contracts';
import { formatDateTime } from '@drops/format';
import { Stack } from '@drops/ui';
import styled from 'styled-components';
import { auditAreaMessages } from './audit-messages';
import { changesOf, reasonLineOf } from './audit-entry-text';
import { CellSub, CellTitle } from './data-table';
import { queryKeys } from '@drops/remote-kit';
import { useAdminQuery } from './admin-query';
import { LoadingOrError } from './loading-or-error';
import { SectionTitle } from './detail.styles';

const HistoryList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding-left: ${({ theme }) => theme.space(3)};
    border-left: 2px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

/**
 * A seller's or drop's history in its detail dialog: the audit log's entries for it, newest
 * first (the latest 20). An action taken in the dialog invalidates it (`queryKeys.admin.audit`).
 */
export function AuditHistory({
  targetType,
  targetId,
}: {
  targetType: AuditTargetType;
  targetId: string;
}) {
  const { state, reload } = useAdminQuery(
    (api) => listAuditLog(api, { targetType, targetId, limit: 20 }),
    auditAreaMessages.fetchHistoryFailed,
    queryKeys.admin.audit(targetType, targetId),
  );
  return (
    <Stack $gap={2} as="section" aria-label={auditAreaMessages.history}>
      <SectionTitle>{auditAreaMessages.history}</SectionTitle>
      <LoadingOrError
        state={state}
        loadingText={auditAreaMessages.loadingHistory}
        onRetry={reload}
      />
      {state.status === 'ready' && state.data.data.length === 0 ? (
        <p>{auditAreaMessages.noHistory}</p>
      ) : null}
      {state.status === 'ready' && state.data.data.length > 0 ? (
        <HistoryList>
          {state.data.data.map((entry) => (
            <li key={entry._id}>
              <CellTitle>{auditAreaMessages.actionLabels[entry.action]}</CellTitle>
              <CellSub>
                {formatDateTime(entry.createdAt)} · {entry.actorEmail}
              </CellSub>
              {reasonLineOf(entry) ? <span>{reasonLineOf(entry)}</span> : null}
              {changesOf(entry).map((change) => (
                <CellSub key={change}>{change}</CellSub>
              ))}
            </li>
          ))}
        </HistoryList>
      ) : null}
    </Stack>
  );
}
