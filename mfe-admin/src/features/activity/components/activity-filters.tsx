import { useId, useState } from 'react';
import { auditActions, auditTargetTypes } from '@drops/contracts';
import { Button, SelectField, TextField, useIsMobile } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { auditAreaMessages } from '../../../shared/audit-messages';
import type { ActivityFilters } from '../api/list-activity';
import { FilterForm, FormButtons } from './activity-filters.styles';

const actionOptions = [
  { value: '', label: auditAreaMessages.allActions },
  ...auditActions.map((action) => ({
    value: action,
    label: auditAreaMessages.actionLabels[action],
  })),
];
const targetOptions = [
  { value: '', label: auditAreaMessages.allTargets },
  ...auditTargetTypes.map((type) => ({
    value: type,
    label: auditAreaMessages.targetTypeLabels[type],
  })),
];

export const emptyActivityFilters: ActivityFilters = {
  action: '',
  targetType: '',
  actor: '',
  target: '',
  from: '',
  to: '',
};

/** The instant a filter's day or date-time starts; a `to` day reaches its end (the API's rule). */
function instantOf(value: string, end: boolean): number {
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const parsed = Date.parse(dayOnly ? `${value}T00:00:00Z` : value);
  return dayOnly && end ? parsed + 86_399_999 : parsed;
}

/** The range's mistake, said on the To field: a From later than To (the server's 400 rule). */
export function rangeErrorOf({ from, to }: Pick<ActivityFilters, 'from' | 'to'>) {
  if (!from.trim() || !to.trim()) return undefined;
  return instantOf(from.trim(), false) > instantOf(to.trim(), true)
    ? auditAreaMessages.rangeInvalidOnField
    : undefined;
}

const activeCount = (filters: ActivityFilters) =>
  Object.values(filters).filter((value) => value.trim() !== '').length;

/**
 * The Activity page's filters (issue 31 item 7): the selects apply at once, the text and date
 * fields with Apply (or Enter); a From after To is said on the To field and nothing is sent, so
 * the list and its count stay. One row at 1280 px; on a phone they fold behind a Filters button
 * and fold again after Apply, so the results are in sight.
 */
export function ActivityFiltersForm({
  applied,
  draft,
  onDraft,
  onApply,
}: {
  applied: ActivityFilters;
  draft: ActivityFilters;
  onDraft: (draft: ActivityFilters) => void;
  onApply: (filters: ActivityFilters) => void;
}) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const [rangeError, setRangeError] = useState<string>();
  const formId = useId();
  const shown = !isMobile || open;

  /** A select applies at once and leaves the filters open to go on; Apply and Clear fold them. */
  const apply = (filters: ActivityFilters, fold: boolean) => {
    const error = rangeErrorOf(filters);
    setRangeError(error);
    if (error) return;
    onApply(filters);
    if (fold) setOpen(false);
  };
  const edit = (next: ActivityFilters) => {
    onDraft(next);
    if (rangeError && !rangeErrorOf(next)) setRangeError(undefined);
  };

  return (
    <>
      {isMobile ? (
        <div>
          <Button
            type="button"
            $variant="secondary"
            $size="small"
            aria-expanded={open}
            aria-controls={formId}
            onClick={() => setOpen(!open)}
          >
            {auditAreaMessages.showFilters}
            {auditAreaMessages.activeFilterCount(activeCount(applied))}
          </Button>
        </div>
      ) : null}
      <FilterForm
        id={formId}
        hidden={!shown}
        aria-label={adminAreaMessages.filters}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft, true);
        }}
      >
        <SelectField
          label={auditAreaMessages.actionFilter}
          options={actionOptions}
          value={draft.action}
          onChange={(event) =>
            apply({ ...draft, action: event.target.value as ActivityFilters['action'] }, false)
          }
        />
        <SelectField
          label={auditAreaMessages.targetTypeFilter}
          options={targetOptions}
          value={draft.targetType}
          onChange={(event) =>
            apply(
              { ...draft, targetType: event.target.value as ActivityFilters['targetType'] },
              false,
            )
          }
        />
        <TextField
          label={auditAreaMessages.actorFilter}
          placeholder={auditAreaMessages.actorPlaceholder}
          value={draft.actor}
          onChange={(event) => edit({ ...draft, actor: event.target.value })}
        />
        <TextField
          label={auditAreaMessages.targetFilter}
          placeholder={auditAreaMessages.targetPlaceholder}
          value={draft.target}
          onChange={(event) => edit({ ...draft, target: event.target.value })}
        />
        <TextField
          label={auditAreaMessages.fromFilter}
          type="date"
          value={draft.from}
          invalid={Boolean(rangeError)}
          onChange={(event) => edit({ ...draft, from: event.target.value })}
        />
        <TextField
          label={auditAreaMessages.toFilter}
          type="date"
          value={draft.to}
          error={rangeError}
          onChange={(event) => edit({ ...draft, to: event.target.value })}
        />
        <FormButtons>
          <Button type="submit" $size="small">
            {auditAreaMessages.applyFilters}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            $size="small"
            onClick={() => apply(emptyActivityFilters, true)}
          >
            {auditAreaMessages.clearFilters}
          </Button>
        </FormButtons>
      </FilterForm>
    </>
  );
}
