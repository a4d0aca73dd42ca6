import { adminAccountMessages, type TotpEnrollment } from '@drops/contracts';
import {
  Button,
  FormAlert,
  Muted,
  Notice,
  Stack,
  TextField,
  useAuthenticationCode,
} from '@drops/ui';

export interface SecondFactorStepProps {
  /** Present when the administrator must first set up an authenticator app. */
  enrollment?: TotpEnrollment;
  /** Resolves with the refusal message, or nothing when the code was taken. */
  onSubmit: (code: string) => Promise<string | void>;
  onStartOver: () => void;
}

/**
 * The sign-in's second step (issue 30 item 5): "Authentication code", a TOTP or a recovery code;
 * when a second factor is required and not set up yet, the key to add to an app first.
 */
export function SecondFactorStep({ enrollment, onSubmit, onStartOver }: SecondFactorStepProps) {
  const code = useAuthenticationCode(onSubmit, { clearRefused: true });

  return (
    <form noValidate onSubmit={code.submit} aria-label={adminAccountMessages.codeLabel}>
      <Stack>
        {enrollment ? (
          <>
            <h2>{adminAccountMessages.enrollTitle}</h2>
            <Muted>{adminAccountMessages.enrollIntro}</Muted>
            <Notice>
              {adminAccountMessages.secretLabel}:{' '}
              <code aria-label={adminAccountMessages.secretLabel} data-secret={enrollment.secret}>
                {enrollment.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
            </Notice>
          </>
        ) : null}
        {code.error ? <FormAlert>{code.error}</FormAlert> : null}
        <TextField
          {...code.field}
          inputMode={enrollment ? 'numeric' : 'text'}
          autoFocus
          hint={enrollment ? undefined : adminAccountMessages.codeHint}
        />
        <Button type="submit" $fullWidth disabled={code.busy}>
          {code.busy ? adminAccountMessages.verifying : adminAccountMessages.verify}
        </Button>
        <Button type="button" $variant="secondary" $fullWidth onClick={onStartOver}>
          {adminAccountMessages.startOver}
        </Button>
      </Stack>
    </form>
  );
}

/** A first enrollment's recovery codes, shown once before entering the area. */
export function RecoveryCodesStep({
  codes,
  onContinue,
}: {
  codes: string[];
  onContinue: () => void;
}) {
  return (
    <Stack>
      <h2>{adminAccountMessages.recoveryCodesTitle}</h2>
      <Muted>{adminAccountMessages.recoveryCodesIntro}</Muted>
      <ul aria-label={adminAccountMessages.recoveryCodesTitle}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button type="button" $fullWidth autoFocus onClick={onContinue}>
        {adminAccountMessages.continueToArea}
      </Button>
    </Stack>
  );
}
