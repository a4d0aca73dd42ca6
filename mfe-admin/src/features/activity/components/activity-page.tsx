import { useState } from 'react';
import { exportAuditLogCsv } from '@drops/api-client';
import type { AuditLogEntry } from '@drops/contracts';
import { formatDateTime } from '@drops/format';
import { EmptyState, Muted, PageTitle, Stack } from '@drops/ui';
import { Link } from 'react-router-dom';
import { auditAreaMessages } from '../../../shared/audit-messages';
import { changesOf, reasonLineOf, targetOf } from '../../../shared/audit-entry-text';
import { CellSub, CellTitle, LabelTitle, ListTable, Words } from '../../../shared/data-table';
import { ExportButton } from '../../../shared/export-button';
import { ListHeader } from '../../../shared/list-controls.styles';
import { Pagination } from '../../../shared/pagination';
import { LoadingOrError } from '../../../shared/loading-or-error';
import {
  activityQueryOf,
  useActivityList,
  useActivityParams,
  type ActivityFilters,
} from '../api/list-activity';
import { ActivityFiltersForm } from './activity-filters';

/** The target by the name it had (issue 31), linked to where its record is found. */
function TargetName({ entry }: { entry: AuditLogEntry }) {
  const target = targetOf(entry);
  return (
    <CellTitle>{target.to ? <Link to={target.to}>{target.name}</Link> : target.name}</CellTitle>
  );
}

/**
 * `/admin/activity`: the audit log, newest first, filtered by action, target, administrator and
 * dates (in the URL), paged, with its CSV export. The selects apply at once; the text and date
 * fields with Apply (or Enter).
 */
export function ActivityPage() {
  const params = useActivityParams();
  const { state, reload } = useActivityList(params.filters, params.page, params.key);
  const [draft, setDraft] = useState<ActivityFilters>(params.filters);
  const [draftKey, setDraftKey] = useState(params.key);
  if (draftKey !== params.key) {
    setDraftKey(params.key);
    setDraft(params.filters);
  }
  const page = state.status === 'ready' ? state.data : null;

  return (
    <Stack $gap={6}>
      <ListHeader>
        <PageTitle>{auditAreaMessages.activity}</PageTitle>
        {page ? <Muted>{auditAreaMessages.entryCount(page.pagination.total)}</Muted> : null}
        <ExportButton
          fileName="audit-log"
          exportCsv={(api) => exportAuditLogCsv(api, activityQueryOf(params.filters))}
        />
      </ListHeader>
      <ActivityFiltersForm
        applied={params.filters}
        draft={draft}
        onDraft={setDraft}
        onApply={params.setFilters}
      />
      <LoadingOrError
        state={state}
        loadingText={auditAreaMessages.loadingActivity}
        onRetry={reload}
      />
      {page && page.data.length === 0 ? <EmptyState title={auditAreaMessages.noActivity} /> : null}
      {page && page.data.length > 0 ? (
        <ListTable
          label={auditAreaMessages.activity}
          columns={[
            auditAreaMessages.columns.when,
            auditAreaMessages.columns.who,
            auditAreaMessages.columns.action,
            auditAreaMessages.columns.target,
            auditAreaMessages.columns.details,
          ]}
        >
          {page.data.map((entry) => (
            <tr key={entry._id}>
              <td>
                <Words>{formatDateTime(entry.createdAt)}</Words>
              </td>
              <td>{entry.actorEmail}</td>
              <td>
                <LabelTitle>{auditAreaMessages.actionLabels[entry.action]}</LabelTitle>
              </td>
              <td>
                <CellSub>{auditAreaMessages.targetTypeLabels[entry.targetType]}</CellSub>
                <TargetName entry={entry} />
              </td>
              <td>
                {reasonLineOf(entry) ? <div>{reasonLineOf(entry)}</div> : null}
                {changesOf(entry).map((change) => (
                  <CellSub key={change}>{change}</CellSub>
                ))}
              </td>
            </tr>
          ))}
        </ListTable>
      ) : null}
      {page ? (
        <Pagination page={params.page} pages={page.pagination.pages} onPage={params.setPage} />
      ) : null}
    </Stack>
  );
}
