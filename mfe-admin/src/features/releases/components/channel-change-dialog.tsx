import { useId, useState } from 'react';
import type { ChannelState, RemoteRelease } from '@drops/contracts';
import { formatDateTime } from '@drops/format';
import {
  Button,
  Dialog,
  FormAlert,
  Notice,
  SelectField,
  TextAreaField,
  TextField,
} from '@drops/ui';
import { releaseAreaMessages as messages } from '../../../messages';
import { useChannelChange } from '../api/change-channel';
import {
  canaryCandidates,
  channelBodyOf,
  rollbackTargets,
  type ChannelPlan,
} from '../channel-plans';
import { DialogFields } from './releases-page.styles';

const reasonMax = 500;

const titles = {
  promote: messages.promoteCanary,
  canary: messages.setCanary,
  rollback: messages.rollBack,
} as const;
const confirmLabels = {
  promote: messages.promote,
  canary: messages.setCanary,
  rollback: messages.rollBack,
} as const;

interface FieldErrors {
  version?: string;
  percent?: string;
  reason?: string;
}

/** The server's field names (`stable`, `canary.version`, `canary.percent`, `reason`) on ours. */
function fieldErrorsOf(server: Readonly<Record<string, string>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(server)) {
    if (field.includes('percent')) errors.percent = message;
    else if (field.includes('reason')) errors.reason = message;
    else errors.version = message;
  }
  return errors;
}

function checkedPercent(text: string): number | null {
  const percent = Number(text);
  return /^\d+$/.test(text.trim()) && percent >= 1 && percent <= 99 ? percent : null;
}

export const describeChannel = (channel: ChannelState) =>
  messages.nowReads(
    channel.stable?.version ?? messages.noStable,
    channel.canary
      ? messages.canaryShare(channel.canary.version, channel.canary.percent)
      : messages.noCanary,
  );

/**
 * Promote, canary or roll back: the choice, a reason (kept in the audit log), then the confirm.
 * The request names the channel version the choice was made on; when someone changed the
 * channel meanwhile, the page shows the channel as it now is and this dialog says so, so the
 * administrator decides again on what is really live.
 */
export function ChannelChangeDialog({
  release,
  plan,
  open,
  onClose,
  onSaved,
  onStale,
}: {
  release: RemoteRelease;
  plan: ChannelPlan;
  open: boolean;
  onClose: () => void;
  onSaved: (channel: ChannelState) => void;
  onStale: (current: ChannelState) => void;
}) {
  const formId = useId();
  const { busy, change } = useChannelChange(release.name, onSaved);
  const [version, setVersion] = useState(plan.version);
  const [percent, setPercent] = useState(String(plan.percent));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState(false);
  const { channel } = release;
  const stableVersion = channel.stable?.version ?? messages.noStable;
  // Promote always names the canary live now: after a stale answer, the fresh one.
  const chosen = plan.kind === 'promote' ? (channel.canary?.version ?? '') : version;
  const choices = plan.kind === 'rollback' ? rollbackTargets(release) : canaryCandidates(release);
  const options = choices.map((item) => ({
    value: item.version,
    label: `${item.version} · ${formatDateTime(item.registeredAt)}`,
  }));

  const confirm = async () => {
    const found: FieldErrors = {};
    const percentValue = checkedPercent(percent);
    if (!reason.trim()) found.reason = messages.reasonRequired;
    else if (reason.length > reasonMax) found.reason = messages.reasonTooLong;
    if (plan.kind === 'canary' && percentValue === null) found.percent = messages.percentInvalid;
    if (!chosen) found.version = messages.versionUnknown;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await change(
      channelBodyOf({ ...plan, version: chosen, percent: percentValue ?? 0 }, channel, reason),
    );
    if (outcome.kind === 'stale') {
      setStale(true);
      onStale(outcome.current);
    } else if (outcome.kind === 'refused') setErrors(fieldErrorsOf(outcome.fieldErrors));
  };

  return (
    <Dialog
      open={open}
      title={titles[plan.kind]}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {messages.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            $variant={plan.kind === 'rollback' ? 'danger' : 'primary'}
            disabled={busy || !chosen}
          >
            {busy ? messages.saving : confirmLabels[plan.kind]}
          </Button>
        </>
      }
    >
      <DialogFields
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        {stale ? (
          <FormAlert>
            <p>{messages.staleChannel}</p>
            <p>{describeChannel(channel)}</p>
          </FormAlert>
        ) : null}
        {plan.kind === 'promote' ? (
          chosen ? (
            <p>{messages.promoteQuestion(chosen, stableVersion)}</p>
          ) : (
            <Notice>{messages.noCanary}</Notice>
          )
        ) : (
          <>
            <p>
              {plan.kind === 'canary'
                ? messages.canaryExplained(stableVersion)
                : messages.rollBackExplained(stableVersion)}
            </p>
            <SelectField
              label={plan.kind === 'rollback' ? messages.rollBackTo : messages.versionField}
              options={options}
              value={version}
              error={errors.version}
              onChange={(event) => setVersion(event.target.value)}
            />
          </>
        )}
        {plan.kind === 'canary' ? (
          <TextField
            label={messages.percentField}
            hint={messages.percentHint}
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            value={percent}
            error={errors.percent}
            onChange={(event) => setPercent(event.target.value)}
          />
        ) : null}
        <TextAreaField
          label={messages.reasonField}
          hint={messages.reasonHint}
          rows={3}
          counterMax={reasonMax}
          aria-required
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </DialogFields>
    </Dialog>
  );
}
