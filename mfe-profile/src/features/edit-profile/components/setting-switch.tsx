import { useId } from 'react';
import { Hint, Stack } from '@drops/ui';
import { SwitchInput, SwitchLabel } from './edit-profile.styles';

/** An on/off setting of the profile (Private Profile): a switch with what it means. */
export function SettingSwitch({
  name,
  label,
  hint,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
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
          name={name}
          checked={checked}
          aria-checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </SwitchLabel>
      <Hint id={hintId}>{hint}</Hint>
    </Stack>
  );
}
