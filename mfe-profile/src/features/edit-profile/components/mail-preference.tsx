import { useId } from 'react';
import { Hint, Stack } from '@drops/ui';
import { profileMessages } from '../../../messages';
import { SwitchButton, SwitchTrack } from './edit-profile.styles';

/**
 * Whether non-essential mails are sent: drawn as the Private Profile switch, but a toggle
 * button (`aria-pressed`), not a second switch or checkbox, and named without "Email", so the
 * spec's one Private Profile switch and its Email field stay the only controls those names and
 * roles find.
 */
export function MailPreference({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const hintId = useId();
  return (
    <Stack $gap={1}>
      <div>
        <SwitchButton aria-pressed={on} aria-describedby={hintId} onClick={() => onChange(!on)}>
          <SwitchTrack aria-hidden="true" data-testid="mail-preference-track" />
          <span>
            {profileMessages.fields.emailNotifications}:{' '}
            {on ? profileMessages.on : profileMessages.off}
          </span>
        </SwitchButton>
      </div>
      <Hint id={hintId}>{profileMessages.mailPreferenceHint}</Hint>
    </Stack>
  );
}
