import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, SectionTitle, Stack } from '@drops/ui';

/** As wide as the profile's own cards above it (their form stops at 880 px). */
const ProfileCard = styled(Card)`
  width: 100%;
  max-width: 880px;

  p {
    margin: 0;
  }
`;

export interface CardFormProps {
  /** The form's accessible name. */
  name: string;
  title: ReactNode;
  submitLabel: ReactNode;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  /** What stands between the title and the submit button: notes, the form alert, the fields. */
  children: ReactNode;
}

/**
 * One of Edit Profile's own small forms under the profile (the email, the password): a card with
 * its title, its content and its submit button, sent apart from the profile's save.
 */
export function CardForm({ name, title, submitLabel, busy, onSubmit, children }: CardFormProps) {
  return (
    <ProfileCard>
      <form noValidate onSubmit={onSubmit} aria-label={name}>
        <Stack>
          <SectionTitle>{title}</SectionTitle>
          {children}
          <div>
            <Button type="submit" disabled={busy}>
              {submitLabel}
            </Button>
          </div>
        </Stack>
      </form>
    </ProfileCard>
  );
}
