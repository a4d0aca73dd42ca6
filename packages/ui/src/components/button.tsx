import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $fullWidth?: boolean;
  $size?: 'small' | 'medium';
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    border-color: ${({ theme }) => theme.colors.accent};
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: transparent;
  `,
  danger: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
  `,
};

const buttonLook = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'small' ? '36px' : '44px')};
  padding: ${({ $size, theme }) => ($size === 'small' ? theme.space(1.5) : theme.space(2.5))}
    ${({ theme }) => theme.space(4)};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.small};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  cursor: pointer;
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:hover:not(:disabled) {
    filter: brightness(1.1);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** `type="button"` unless told otherwise: a stray submit is a classic form bug. */
export const Button = styled.button.attrs<ButtonStyleProps>((props) => ({
  type: props.type ?? 'button',
}))<ButtonStyleProps>`
  ${buttonLook}
`;

/** A link that looks like a button (it navigates; render a router link with `as`). */
export const ButtonStyledLink = styled.a<ButtonStyleProps>`
  ${buttonLook}
  text-decoration: none;
`;

export const LinkButton = styled.button.attrs({ type: 'button' })`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  text-decoration: underline;
  cursor: pointer;
`;
