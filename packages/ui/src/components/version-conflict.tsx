import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { versionMessages } from '@drops/contracts';
import type { ConflictChoice, OpenConflict } from '@drops/forms';
import { Button } from './button';
import { StackList, framed } from './layout';
import { twoColumnGrid } from './two-column-grid.styles';

/** One difference: the value saved elsewhere and the one being edited, shown as text. */
interface ConflictRow {
  key: string;
  label: string;
  theirs: string;
  mine: string;
}

export interface VersionConflictProps<Values> {
  title: string;
  intro: ReactNode;
  /** The refused save as @drops/forms opened it: the groups that differ and both records. */
  conflict: OpenConflict<Values>;
  /** One group's side, or every group's at once. */
  onChoose: (keys: readonly string[], side: ConflictChoice) => void;
  onDone: () => void;
}

const ConflictBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  ${framed('info', 'small', 'infoSurface')}
  overflow-wrap: anywhere;

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  h2:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
  p {
    margin: 0;
  }
`;

const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.mobile} {
    > button {
      flex: 1 1 140px;
    }
  }
`;

const RowFieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  ${framed('border', 'small', 'surface')}

  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

const Sides = styled.div`
  ${twoColumnGrid}
  gap: ${({ theme }) => theme.space(3)};
`;

const Side = styled.div<{ $chosen: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ $chosen, theme }) => ($chosen ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Caption = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.span`
  white-space: pre-line;
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 32px;
  font-weight: 600;
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

function SideChoice({
  row,
  side,
  chosen,
  onChoose,
}: {
  row: ConflictRow;
  side: ConflictChoice;
  chosen: boolean;
  onChoose: () => void;
}) {
  const valueId = useId();
  const value = side === 'theirs' ? row.theirs : row.mine;
  return (
    <Side $chosen={chosen}>
      <Caption>{side === 'theirs' ? versionMessages.theirs : versionMessages.mine}</Caption>
      <Value id={valueId}>{value === '' ? versionMessages.empty : value}</Value>
      <Choice>
        <input
          type="radio"
          name={`conflict-${row.key}`}
          checked={chosen}
          aria-describedby={valueId}
          onChange={onChoose}
        />
        {side === 'theirs' ? versionMessages.takeTheirs : versionMessages.keepMine}
      </Choice>
    </Side>
  );
}

/**
 * Issue 17: a save refused because the record was saved elsewhere in between. Each difference
 * shows both values; the person keeps theirs or takes the other, field by field or all at once,
 * and can change their mind until they save: neither version is lost. The heading takes the
 * focus when the view opens, so a keyboard or screen reader user lands on it.
 */
export function VersionConflict<Values>({
  title,
  intro,
  conflict,
  onChoose,
  onDone,
}: VersionConflictProps<Values>) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { groups, choices } = conflict;
  const rows: ConflictRow[] = groups.map((group) => ({
    key: group.key,
    label: group.label,
    theirs: group.describe(conflict.theirs),
    mine: group.describe(conflict.mine),
  }));
  const chooseAll = (side: ConflictChoice) =>
    onChoose(
      groups.map((group) => group.key),
      side,
    );
  return (
    <ConflictBox aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{intro}</p>
      <ButtonRow>
        <Button $variant="secondary" type="button" onClick={() => chooseAll('mine')}>
          {versionMessages.keepAllMine}
        </Button>
        <Button $variant="secondary" type="button" onClick={() => chooseAll('theirs')}>
          {versionMessages.takeAllTheirs}
        </Button>
      </ButtonRow>
      <StackList aria-label={versionMessages.differences(rows.length)}>
        {rows.map((row) => (
          <li key={row.key}>
            <RowFieldset>
              <legend>{row.label}</legend>
              <Sides>
                {(['theirs', 'mine'] as const).map((side) => (
                  <SideChoice
                    key={side}
                    row={row}
                    side={side}
                    chosen={choices[row.key] === side}
                    onChoose={() => onChoose([row.key], side)}
                  />
                ))}
              </Sides>
            </RowFieldset>
          </li>
        ))}
      </StackList>
      <ButtonRow>
        <Button $variant="ghost" type="button" onClick={onDone}>
          {versionMessages.done}
        </Button>
      </ButtonRow>
    </ConflictBox>
  );
}
