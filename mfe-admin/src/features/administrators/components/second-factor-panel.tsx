import { adminAccountMessages } from '@drops/contracts';
import { Button, FormAlert, Muted, TextField, useAuthenticationCode } from '@drops/ui';
import { useSecondFactorSetup } from '../api/second-factor';
import { SetupPanel } from './administrators-page.styles';

/**
 * "Your second factor" (issue 30 item 5), while the signed-in administrator has none: the key to
 * add to an authenticator app, the first code to turn it on, then the recovery codes, once.
 */
export function SecondFactorPanel({ onEnabled }: { onEnabled: () => void }) {
  const setup = useSecondFactorSetup(onEnabled);
  const code = useAuthenticationCode(setup.confirm);

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
        <form noValidate onSubmit={code.submit} aria-label={adminAccountMessages.setUpSecondFactor}>
          <Muted>{adminAccountMessages.enrollIntro}</Muted>
          <p>
            {adminAccountMessages.secretLabel}:{' '}
            <code data-secret={setup.enrollment.secret}>
              {setup.enrollment.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
          </p>
          {code.error ? <FormAlert>{code.error}</FormAlert> : null}
          <TextField {...code.field} inputMode="numeric" />
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
