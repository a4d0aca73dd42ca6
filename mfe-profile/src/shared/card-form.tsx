import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, FormAlert, SectionTitle, Stack, type FormSubmitState } from '@drops/ui';

/** As wide as the profile's own cards above it (their form stops at 880 px). */
const ProfileCard = styled(Card)`
  width: 100%;
  max-width: 880px;

  p {
    margin: 0;
  }
`;

export interface CardFormProps {
  title: string;
  /** The form's accessible name where it is not the title ("Change of address" under "Email"). */
  name?: string;
  submitLabel: ReactNode;
  /** The submit cycle, as `useCheckedForm` gives it: the alert's message, busy, the submit. */
  form: FormSubmitState;
  /** What the card says above the form's alert (the address in use). */
  notes?: ReactNode;
  /** The fields, between the form's alert and the submit button. */
  children: ReactNode;
}

/**
 * One of Edit Profile's own small forms under the profile (the email, the password): a card with
 * its title, its content and its submit button, sent apart from the profile's save.
 */
export function CardForm({
  title,
  name = title,
  submitLabel,
  form,
  notes,
  children,
}: CardFormProps) {
  return (
    <ProfileCard>
      <form noValidate onSubmit={form.submit} aria-label={name}>
        <Stack>
          <SectionTitle>{title}</SectionTitle>
          {notes}
          {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
          {children}
          <div>
            <Button type="submit" disabled={form.busy}>
              {submitLabel}
            </Button>
          </div>
        </Stack>
      </form>
    </ProfileCard>
  );
}
