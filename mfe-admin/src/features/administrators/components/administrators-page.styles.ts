import styled from 'styled-components';
import { framed, labelValueList } from '@drops/ui';

export const InviteForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 420px) auto;
  justify-content: start;
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};

  /* The button sits beside the field (level with it, under the label). */
  & > button {
    margin-top: 1.6rem;
  }

  @media (max-width: 600px) {
    grid-template-columns: 1fr;

    & > button {
      margin-top: 0;
    }
  }
`;

export const AdminEmail = styled.h2`
  margin: 0;
  font-size: 1.0625rem;
  overflow-wrap: anywhere;
`;

export const Facts = styled.dl`
  ${labelValueList}
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
`;

export const SetupPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 520px;
  padding: ${({ theme }) => theme.space(4)};
  ${framed('border', 'medium', 'surface')}

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  code {
    overflow-wrap: anywhere;
  }
`;
