import { TextField, type TextFieldProps } from '@drops/ui';
import { shellMessages } from '../messages';

const credentials = {
  email: { label: shellMessages.email, type: 'email' },
  password: { label: shellMessages.password, type: 'password' },
  confirmPassword: { label: shellMessages.confirmPassword, type: 'password' },
} as const;

export type CredentialFieldProps = Omit<TextFieldProps, 'label' | 'name' | 'type'> & {
  /** Names the field in the request, and gives its label and input type. */
  field: keyof typeof credentials;
};

/** The email and password fields of sign-in, the administrator's login and sign-up. */
export function CredentialField({ field, ...props }: CredentialFieldProps) {
  const { label, type } = credentials[field];
  return <TextField label={label} name={field} type={type} {...props} />;
}
