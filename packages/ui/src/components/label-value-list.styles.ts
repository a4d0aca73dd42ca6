import { css } from 'styled-components';

/**
 * A `dl` of labels and their values (a detail dialog's facts, a decision's reason and note, a
 * card's facts): muted labels, values in the text colour, no margins. Each list sets its own
 * columns and gap.
 */
export const labelValueList = css`
  display: grid;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;
