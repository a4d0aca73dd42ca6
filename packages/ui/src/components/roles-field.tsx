import type { ChangeEventHandler, ReactNode } from 'react';
import { roleOptions, type Role } from '@drops/contracts';
import { CheckboxGroup } from './choice-group';
import { TextField } from './text-field';
import { Stack } from './layout';

export interface RolesFieldProps {
  legend: ReactNode;
  hint?: ReactNode;
  /** Label of the open text field that Something Else opens. */
  somethingElseLabel: ReactNode;
  /** The checkboxes' name; the form field's name in the request. */
  name: string;
  roles: readonly Role[];
  rolesError?: string;
  onRolesChange: (roles: Role[]) => void;
  /** The Something Else text's value, error and change, as a form's `bindField` gives them. */
  somethingElse: {
    value: string;
    error?: string;
    onChange: ChangeEventHandler<HTMLInputElement>;
  };
}

/**
 * The roles multiselect of sign-up and the profile (spec section 3): the six role options, and
 * Something Else opens its text field. The limit of 3 is the form's check, so the message shows.
 */
export function RolesField({
  legend,
  hint,
  somethingElseLabel,
  name,
  roles,
  rolesError,
  onRolesChange,
  somethingElse,
}: RolesFieldProps) {
  return (
    <Stack $gap={3}>
      <CheckboxGroup<Role>
        legend={legend}
        hint={hint}
        name={name}
        choices={roleOptions}
        values={roles}
        error={rolesError}
        onChange={onRolesChange}
      />
      {roles.includes('somethingElse') ? (
        <TextField label={somethingElseLabel} name="somethingElseText" {...somethingElse} />
      ) : null}
    </Stack>
  );
}
