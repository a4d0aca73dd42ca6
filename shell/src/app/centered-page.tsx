import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Stack } from '@drops/ui';
import { shellMessages } from '../messages';

/** The frame of the signed-out screens: one column, centred, comfortable on a phone. */
export const CenteredPage = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-start;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};

  > * {
    width: 100%;
    max-width: 560px;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(3)};
  }
`;

const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 1.5rem;
  letter-spacing: 0.2em;
  color: ${({ theme }) => theme.colors.accent};
  text-align: center;
`;

/** Sign-in, the administrator's login and sign-up: the brand above one card of one column. */
export function SignedOutCard({ gap = 6, children }: { gap?: number; children: ReactNode }) {
  return (
    <CenteredPage>
      <Brand>{shellMessages.appName}</Brand>
      <Card>
        <Stack $gap={gap}>{children}</Stack>
      </Card>
    </CenteredPage>
  );
}
