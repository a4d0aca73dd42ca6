import type { ReactNode } from 'react';
import styled from 'styled-components';

const AlertBox = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
`;

/** A form-level error ("Please fix the validation errors below", "Login failed"), announced at once. */
export function FormAlert({ children }: { children: ReactNode }) {
  return <AlertBox role="alert">{children}</AlertBox>;
}
