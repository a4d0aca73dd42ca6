import { useId } from 'react';
import { Hint, Stack } from '@drops/ui';
import { profileMessages } from '../../../messages';
import { SwitchInput, SwitchLabel } from './edit-profile.styles';

/** The Private Profile toggle: a switch announcing on/off, with what it means. */
export function PrivateProfileSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <Stack $gap={1}>
      <SwitchLabel>
        <SwitchInput
          type="checkbox"
          role="switch"
          name="isPrivateProfile"
          checked={checked}
          aria-checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {profileMessages.privateProfile}
      </SwitchLabel>
      <Hint id={hintId}>{profileMessages.privateProfileHint}</Hint>
    </Stack>
  );
}
