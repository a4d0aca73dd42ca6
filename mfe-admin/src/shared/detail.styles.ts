import styled from 'styled-components';
import { labelValueList } from '@drops/ui';

/** Label and value pairs of a detail modal. */
export const Facts = styled.dl`
  ${labelValueList}
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};

  dd {
    overflow-wrap: anywhere;
  }
`;

/**
 * A section's heading in a detail dialog (Review decision, Moderation, Recent products,
 * History): one style, so every heading reads in the text colour (issue 31 item 4).
 */
export const SectionTitle = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
`;
