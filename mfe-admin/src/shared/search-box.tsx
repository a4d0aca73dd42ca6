import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@drops/ui';
import { SearchForm } from './list-controls.styles';

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** The search the list shows now (from the URL). */
  value: string;
  /** How long typing must pause before the list searches by itself. */
  debounceMs: number;
  onSearch: (value: string) => void;
}

/**
 * A search field that searches by itself once typing pauses for `debounceMs` and at once on
 * Enter. When the URL changes under it (back button), it shows the URL's search again.
 */
export function SearchBox({ label, placeholder, value, debounceMs, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const committed = useRef(value);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  const commit = (next: string) => {
    const term = next.trim();
    if (term === committed.current) return;
    committed.current = term;
    onSearch(term);
  };

  useEffect(() => {
    if (text.trim() === committed.current) return;
    const timer = setTimeout(() => commit(text), debounceMs);
    return () => clearTimeout(timer);
    // `commit` closes over the latest `onSearch`; the timer restarts only when the text changes.
  }, [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit(text);
  };

  return (
    <SearchForm role="search" onSubmit={submit}>
      <TextField
        label={label}
        type="search"
        placeholder={placeholder}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
    </SearchForm>
  );
}
