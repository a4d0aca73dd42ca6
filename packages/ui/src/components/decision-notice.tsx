import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { labelValueList } from './label-value-list.styles';

const DecisionBox = styled.section<{ $tone: 'danger' | 'neutral' }>`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid
    ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ $tone, theme }) =>
    $tone === 'danger' ? theme.colors.dangerSurface : theme.colors.surfaceRaised};
  overflow-wrap: anywhere;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const Facts = styled.dl`
  ${labelValueList}
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};

  dd {
    white-space: pre-line;
  }
`;

/** One line of a decision: its label and value; a line without a value is left out. */
export type DecisionFact = readonly [label: string, value: string | null | undefined];

/** A decision's lines, label beside value (the reason, the note, the date); none, no list. */
export function DecisionList({ facts }: { facts: readonly DecisionFact[] }) {
  const lines = facts.filter(([, value]) => value);
  if (lines.length === 0) return null;
  return (
    <Facts>
      {lines.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

/**
 * An administrator's decision against the person reading (an account not approved, a drop
 * paused): a titled box, an optional sentence, then the reason, note and date as a list.
 */
export function DecisionNotice({
  id,
  titleId,
  title,
  children,
  facts,
  tone = 'danger',
}: {
  id?: string;
  titleId: string;
  title: string;
  children?: ReactNode;
  facts: readonly DecisionFact[];
  /** Neutral beside an alert that already says the bad news in red. */
  tone?: 'danger' | 'neutral';
}) {
  return (
    <DecisionBox id={id} aria-labelledby={titleId} $tone={tone}>
      <h2 id={titleId}>{title}</h2>
      {children ? <p>{children}</p> : null}
      <DecisionList facts={facts} />
    </DecisionBox>
  );
}
