import styled from 'styled-components';
import { Card, framed, labelValueList, spreadRow } from '@drops/ui';

/** One remote: its channel, token, versions and history, as a card. */
export const RemoteCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

export const RemoteHeading = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

/** Stable and canary side by side on a wide screen, one above the other on a phone. */
export const ChannelGrid = styled.dl`
  ${labelValueList}
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(3)};

  div {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    ${framed('border', 'medium', 'surfaceRaised')}
    min-width: 0;
  }
  dt {
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

/** A version id: fixed width digits, never broken. */
export const VersionId = styled.code`
  font-size: 0.95rem;
  white-space: nowrap;
`;

export const SubSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

export const SectionHeader = styled.div`
  ${spreadRow}
`;

/** The new token, shown once: outlined in the accent so it is not missed. */
export const TokenPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.medium};

  h4 {
    margin: 0;
  }
  h4:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

export const HistoryList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  li[data-automatic='true'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSurface};
  }
  p {
    margin: 0;
  }
`;

export const DialogFields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0;
  }
`;
