import styled from 'styled-components';

/** The label of a lone checkbox or switch, its text beside the control, as tall as a touch target. */
export const ToggleLabel = styled.label<{ $gap?: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $gap = 2, theme }) => theme.space($gap)};
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
`;
