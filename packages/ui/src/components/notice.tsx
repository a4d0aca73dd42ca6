import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A boxed message in the colours of its tone: red for what went wrong, blue for information. */
const MessageBox = styled.div<{ $tone: 'danger' | 'info' }>`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Surface`]};
  color: ${({ theme }) => theme.colors.text};
`;

/** Information about what just happened (e.g. a session that expired), announced politely. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <MessageBox $tone="info" role="status">
      {children}
    </MessageBox>
  );
}

/** A form-level error ("Please fix the validation errors below", "Login failed"), announced at once. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <MessageBox $tone="danger" role="alert">
      {children}
    </MessageBox>
  );
}
