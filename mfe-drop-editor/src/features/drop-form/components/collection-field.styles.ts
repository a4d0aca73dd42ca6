import styled, { css } from 'styled-components';
import { ToggleLabel } from '@drops/ui';

/** Spec section 9: the collections list's height is capped; it scrolls beyond that. */
export const CollectionList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  max-height: 232px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
`;

export const CollectionItem = styled.li<{ $selected: boolean }>`
  /* Items keep their height: the capped list scrolls instead of squeezing them. */
  flex: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ $selected, theme }) => ($selected ? theme.colors.accent : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  > label {
    display: flex;
    flex: 1 1 160px;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
    min-height: 36px;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  input[type='radio'] {
    width: 18px;
    height: 18px;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** A text field with its buttons after it, the buttons wrapping under it when narrow. */
const fieldThenButtons = (fieldBasis: number) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  > :first-child {
    flex: 1 1 ${fieldBasis}px;
  }
`;

export const RenameForm = styled.div`
  ${fieldThenButtons(180)}
  flex: 1 1 100%;
`;

export const CreateRow = styled.div`
  ${fieldThenButtons(200)}
`;

export const CheckLabel = styled(ToggleLabel)`
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;
