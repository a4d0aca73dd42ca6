import styled from 'styled-components';
import type { Theme } from '../theme';
import type { ToastVariant } from './toast-events';

type ColorName = keyof Theme['colors'];
const accentOf: Record<ToastVariant, ColorName> = {
  success: 'success',
  error: 'danger',
  info: 'info',
};
const surfaceOf: Record<ToastVariant, ColorName> = {
  success: 'successSurface',
  error: 'dangerSurface',
  info: 'infoSurface',
};

/** Floating in the bottom-right corner, or in a layout's lane, as wide as the lane. */
export const Region = styled.div<{ $inLane: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  ${({ $inLane, theme }) =>
    $inLane
      ? ''
      : `
    position: fixed;
    z-index: 1000;
    right: ${theme.space(4)};
    bottom: ${theme.space(4)};
    width: min(380px, calc(100vw - 32px));
    pointer-events: none;
  `}

  &:empty {
    display: none;
  }
`;

export const ToastCard = styled.div<{ $variant: ToastVariant }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ $variant, theme }) => theme.colors[accentOf[$variant]]};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ $variant, theme }) => theme.colors[surfaceOf[$variant]]};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 32px rgb(0 0 0 / 45%);
  pointer-events: auto;

  > svg {
    color: ${({ $variant, theme }) => theme.colors[accentOf[$variant]]};
  }
`;

export const ToastTitle = styled.p`
  margin: 0;
  font-weight: 700;
`;

export const ToastDescription = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CloseButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;
