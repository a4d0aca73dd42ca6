import styled from 'styled-components';

/** Labels are one line of this height, so the buttons can sit level with the controls. */
const labelHeight = '20px';

/**
 * The filters: from 1200 px one row (two selects, two text fields, two dates, the buttons), so at
 * 1280 px beside the sidebar nothing drops to a second row; narrower, as many as fit a row; on a
 * phone one a row. Top-aligned, so an error under a field moves no other control.
 */
export const FilterForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};

  /* Selects, text and date inputs one height, so a row of them lines up exactly. */
  input,
  select {
    height: 44px;
  }

  label {
    overflow: hidden;
    line-height: ${labelHeight};
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  @media (min-width: 1200px) {
    grid-template-columns:
      minmax(120px, 1fr) minmax(110px, 1fr) minmax(100px, 1.2fr) minmax(100px, 1.2fr)
      132px 132px auto;

    /* A date reads whole (dd/mm/yyyy and its picker) in 132 px at this size. */
    input,
    select {
      padding-right: ${({ theme }) => theme.space(2)};
      padding-left: ${({ theme }) => theme.space(2)};
      font-size: 0.875rem;
    }
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }

  &[hidden] {
    display: none;
  }
`;

export const FormButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: calc(${labelHeight} + ${({ theme }) => theme.space(1.5)});
  min-height: 44px;
  align-items: center;
`;
