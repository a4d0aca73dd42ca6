import styled from 'styled-components';

export const ToolbarForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(160px, 220px) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};

  /* One height for the three controls of the row. */
  input,
  select,
  button {
    height: 46px;
    min-height: 46px;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;

    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;
