import { useRef, useState, type FormEvent } from 'react';
import { adminAccountMessages } from '@drops/contracts';
import { Button, FormAlert, Muted, TextField } from '@drops/ui';
import { useSecondFactorSetup } from '../api/second-factor';
import { SetupPanel } from './administrators-page.styles';

/**
 * "Your second factor" (issue 30 item 5), while the signed-in administrator has none: the key to
 * add to an authenticator app, the first code to turn it on, then the recovery codes, once.
 */
export function SecondFactorPanel({ onEnabled }: { onEnabled: () => void }) {
  const setup = useSecondFactorSetup(onEnabled);
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(adminAccountMessages.codeRequired);
      input.current?.focus();
      return;
    }
    const refusal = await setup.confirm(code.trim());
    if (refusal) {
      setError(refusal);
      input.current?.focus();
    }
  };

  if (setup.recoveryCodes)
    return (
      <SetupPanel aria-label={adminAccountMessages.recoveryCodesTitle}>
        <h2>{adminAccountMessages.recoveryCodesTitle}</h2>
        <Muted>{adminAccountMessages.recoveryCodesIntro}</Muted>
        <ul aria-label={adminAccountMessages.recoveryCodesTitle}>
          {setup.recoveryCodes.map((each) => (
            <li key={each}>
              <code>{each}</code>
            </li>
          ))}
        </ul>
      </SetupPanel>
    );

  return (
    <SetupPanel aria-label={adminAccountMessages.yourSecondFactor}>
      <h2>{adminAccountMessages.yourSecondFactor}</h2>
      {setup.enrollment ? (
        <form noValidate onSubmit={submit} aria-label={adminAccountMessages.setUpSecondFactor}>
          <Muted>{adminAccountMessages.enrollIntro}</Muted>
          <p>
            {adminAccountMessages.secretLabel}:{' '}
            <code data-secret={setup.enrollment.secret}>
              {setup.enrollment.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
          </p>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <TextField
            ref={input}
            label={adminAccountMessages.codeLabel}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            maxLength={32}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit" disabled={setup.busy}>
            {adminAccountMessages.turnOn}
          </Button>
        </form>
      ) : (
        <>
          <Muted>{adminAccountMessages.secondFactorOffText}</Muted>
          <div>
            <Button $variant="secondary" disabled={setup.busy} onClick={() => void setup.start()}>
              {adminAccountMessages.setUpSecondFactor}
            </Button>
          </div>
        </>
      )}
    </SetupPanel>
  );
}
