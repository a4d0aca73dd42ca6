import { useRef, useState, type FormEvent } from 'react';
import { adminAccountMessages, type TotpEnrollment } from '@drops/contracts';
import { Button, FormAlert, Muted, Notice, Stack, TextField } from '@drops/ui';

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
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(adminAccountMessages.codeRequired);
      input.current?.focus();
      return;
    }
    setBusy(true);
    const refusal = await onSubmit(code.trim());
    setBusy(false);
    if (refusal) {
      setError(refusal);
      setCode('');
      input.current?.focus();
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={adminAccountMessages.codeLabel}>
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
        {error ? <FormAlert>{error}</FormAlert> : null}
        <TextField
          ref={input}
          label={adminAccountMessages.codeLabel}
          name="code"
          autoComplete="one-time-code"
          inputMode={enrollment ? 'numeric' : 'text'}
          autoFocus
          value={code}
          hint={enrollment ? undefined : adminAccountMessages.codeHint}
          maxLength={32}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" $fullWidth disabled={busy}>
          {busy ? adminAccountMessages.verifying : adminAccountMessages.verify}
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
