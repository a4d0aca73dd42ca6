import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { limits, sellerProductFilters } from '@drops/contracts';
import { Button, SelectField, TextField } from '@drops/ui';
import { dashboardMessages } from '../../../messages';
import { appliedSearchAtom, statusFilterAtom, type StatusFilter } from '../atoms';
import { ToolbarForm } from './drops-toolbar.styles';

const statusOptions = [
  { value: '', label: dashboardMessages.allStatus },
  // The spec's filter words are the values themselves (packages/contracts drop-status.ts).
  ...sellerProductFilters.map((filter) => ({ value: filter, label: filter })),
];

const isStatusFilter = (value: string): value is StatusFilter =>
  value === '' || (sellerProductFilters as readonly string[]).includes(value);

/**
 * Search box (applied 500 ms after the last keystroke, or at once with Search or Enter) and the
 * status filter (applied on change). The typed text is this component's own state, so a
 * keystroke re-renders the toolbar only, never the list of drops.
 */
export function DropsToolbar() {
  const [appliedSearch, setAppliedSearch] = useAtom(appliedSearchAtom);
  const [status, setStatus] = useAtom(statusFilterAtom);
  const [text, setText] = useState(appliedSearch);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    timer.current = setTimeout(() => setAppliedSearch(text.trim()), limits.searchDebounceMs);
    return () => clearTimeout(timer.current);
  }, [text, setAppliedSearch]);

  const searchNow = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    setAppliedSearch(text.trim());
  };

  return (
    <ToolbarForm role="search" onSubmit={searchNow}>
      <TextField
        label={dashboardMessages.searchLabel}
        type="search"
        placeholder={dashboardMessages.searchPlaceholder}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <SelectField
        label={dashboardMessages.statusFilterLabel}
        options={statusOptions}
        value={status}
        onChange={(event) => {
          if (isStatusFilter(event.target.value)) setStatus(event.target.value);
        }}
      />
      <Button type="submit">{dashboardMessages.searchButton}</Button>
    </ToolbarForm>
  );
}
