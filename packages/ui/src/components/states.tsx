import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';

const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StateTitle = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

/** A polite live region: screen readers hear "Loading drops..." without losing their place. */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <StateBox role="status" aria-live="polite">
      {children}
    </StateBox>
  );
}

export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Retry',
}: {
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <StateBox role="alert">
      <StateTitle>{message}</StateTitle>
      {onRetry ? (
        <Button $variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </StateBox>
  );
}

export function EmptyState({
  title,
  description,
  action,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <StateBox>
      <StateTitle>{title}</StateTitle>
      {description ? <p style={{ margin: 0 }}>{description}</p> : null}
      {action}
    </StateBox>
  );
}
