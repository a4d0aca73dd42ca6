import { useMemo, useState } from 'react';
import { useCombobox } from 'downshift';
import styled from 'styled-components';
import { searchTimeZones, timeZoneCity, timeZoneLabel, utcOffsetLabel } from '@drops/format';
import { FieldNotes, FieldWrapper, Input, Label, useFieldIds, framed } from '@drops/ui';

/** As many zones as a list can show at once; a search finds the rest. */
const shownAtOnce = 60;

const Anchor = styled.div`
  position: relative;
`;

const Menu = styled.ul<{ $open: boolean }>`
  position: absolute;
  z-index: 30;
  top: calc(100% + 4px);
  right: 0;
  left: 0;
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  max-height: 320px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  overflow-y: auto;
  ${framed('border', 'small', 'surfaceRaised')}
  box-shadow: 0 12px 32px rgb(0 0 0 / 45%);
  list-style: none;
`;

const Option = styled.li<{ $active: boolean; $chosen: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ $active, theme }) => ($active ? theme.colors.border : 'transparent')};
  font-weight: ${({ $chosen }) => ($chosen ? 700 : 400)};
  cursor: pointer;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Nothing = styled.li`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** `Kolkata (UTC+05:30)`; the browser's zone by the words given for it. */
function nameOf(zone: string, browserChoice: string): string {
  return zone === '' ? browserChoice : `${timeZoneCity(zone)} (${utcOffsetLabel(zone)})`;
}

export interface TimeZonePickerProps {
  label: string;
  hint: string;
  error?: string;
  /** The zone chosen, or '' for "this browser's zone". */
  value: string;
  browserZone: string;
  /** How the "this browser's zone" choice reads. */
  browserChoice: string;
  noMatch: string;
  onChange: (zone: string) => void;
}

/**
 * Issue 31 item 10: a searchable list of zones (a combobox: type a city, a region or an offset),
 * the browser's zone first, each with its offset and city. Downshift gives the keyboard and the
 * ARIA of a combobox; the zones and their names come from @drops/format.
 */
export function TimeZonePicker(props: TimeZonePickerProps) {
  const { label, hint, error, value, browserZone, browserChoice, noMatch, onChange } = props;
  const { controlId, hintId, errorId, describedBy } = useFieldIds(error, hint);
  // What the seller typed since the list opened; null shows the chosen zone's name.
  const [query, setQuery] = useState<string | null>(null);
  const chosenName = nameOf(value, browserChoice);
  const items = useMemo(() => {
    const search = query ?? '';
    const found = searchTimeZones(search, shownAtOnce).filter((zone) => zone !== browserZone);
    const browserMatches = search === '' || searchTimeZones(search, 1000).includes(browserZone);
    return [...(browserMatches ? [''] : []), ...found];
  }, [query, browserZone]);

  const combobox = useCombobox<string>({
    items,
    selectedItem: value,
    inputValue: query ?? chosenName,
    inputId: controlId,
    itemToString: (zone) => (zone === null ? '' : nameOf(zone, browserChoice)),
    onInputValueChange: ({ inputValue, type }) => {
      // Typing searches; the name shown after a choice is not a search.
      if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      setQuery(null);
      if (selectedItem !== null && selectedItem !== undefined) onChange(selectedItem);
    },
    onStateChange: ({ type }) => {
      // Leaving the field (or Escape) shows the chosen zone again, never a half-typed search.
      if (
        type === useCombobox.stateChangeTypes.InputBlur ||
        type === useCombobox.stateChangeTypes.InputKeyDownEscape
      )
        setQuery(null);
    },
  });
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps } =
    combobox;

  return (
    <FieldWrapper>
      <Label {...getLabelProps()}>{label}</Label>
      <Anchor>
        <Input
          {...getInputProps({
            'aria-describedby': describedBy,
            'aria-invalid': error ? true : undefined,
            onFocus: (event) => event.currentTarget.select(),
          })}
          $invalid={Boolean(error)}
          autoComplete="off"
          spellCheck={false}
          title={chosenName}
        />
        <Menu {...getMenuProps()} $open={isOpen}>
          {isOpen && items.length === 0 ? <Nothing role="presentation">{noMatch}</Nothing> : null}
          {isOpen
            ? items.map((zone, index) => (
                <Option
                  key={zone || 'browser'}
                  $active={highlightedIndex === index}
                  $chosen={zone === value}
                  {...getItemProps({ item: zone, index })}
                >
                  <span>{nameOf(zone, browserChoice)}</span>
                  <Muted>{timeZoneLabel(zone || browserZone)}</Muted>
                </Option>
              ))
            : null}
        </Menu>
      </Anchor>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </FieldWrapper>
  );
}
