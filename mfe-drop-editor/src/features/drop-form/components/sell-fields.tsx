import { earlyAccessWindows, formatInstant, wallTimeToEpoch } from '@drops/contracts';
import { formatDate } from '@drops/format';
import { Fieldset, RadioGroup, TextField } from '@drops/ui';
import { editorMessages } from '../../../messages';
import type { EarlyAccessMode } from '../form-values';
import type { SectionProps } from './section-props';
import { FieldGrid } from './drop-form.styles';

/** Drop Price & Quantity: price and RRP in pounds, a whole quantity. */
export function PriceFields({ values, errors, change }: SectionProps) {
  return (
    <FieldGrid>
      <TextField
        id="drop-price"
        label={editorMessages.price}
        inputMode="decimal"
        value={values.price}
        error={errors.price}
        onChange={(event) => change({ price: event.target.value })}
      />
      <TextField
        id="drop-rrp"
        label={editorMessages.rrp}
        inputMode="decimal"
        value={values.rrp}
        error={errors.rrp}
        onChange={(event) => change({ rrp: event.target.value })}
      />
      <TextField
        id="drop-quantity"
        label={editorMessages.quantity}
        inputMode="numeric"
        value={values.quantity}
        error={errors.quantity}
        onChange={(event) => change({ quantity: event.target.value })}
      />
    </FieldGrid>
  );
}

/** The picker shows the browser's own date format; the day is echoed in en-GB (spec section 2). */
const dayHint = (day: string) => {
  const formatted = formatDate(day);
  return formatted ? editorMessages.dayChosen(formatted) : undefined;
};

/** Issue 17: the moment a day and time make in the seller's zone, in en-GB with the zone. */
const momentHint = (day: string, time: string, zone: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}(?::\d{2})?$/.test(time)) return undefined;
  const wall = Date.parse(`${day}T${time}Z`);
  if (Number.isNaN(wall)) return undefined;
  return editorMessages.momentChosen(formatInstant(wallTimeToEpoch(wall, zone), zone));
};

/** Drop Timing: launch and expiry days (the expiry after the launch), each with a time. */
export function TimingFields({ values, errors, change }: SectionProps) {
  return (
    <FieldGrid>
      <TextField
        id="drop-launchDate"
        type="date"
        label={editorMessages.launchDate}
        hint={dayHint(values.launchDate)}
        value={values.launchDate}
        error={errors.launchDate}
        onChange={(event) => change({ launchDate: event.target.value })}
      />
      <TextField
        id="drop-launchTime"
        type="time"
        step={1}
        label={editorMessages.launchTime}
        hint={momentHint(values.launchDate, values.launchTime, values.timeZone)}
        value={values.launchTime}
        error={errors.launchTime}
        onChange={(event) => change({ launchTime: event.target.value })}
      />
      <TextField
        id="drop-expiryDate"
        type="date"
        label={editorMessages.expiryDate}
        hint={dayHint(values.expiryDate)}
        value={values.expiryDate}
        min={values.launchDate || undefined}
        error={errors.expiryDate}
        onChange={(event) => change({ expiryDate: event.target.value })}
      />
      <TextField
        id="drop-expiryTime"
        type="time"
        step={1}
        label={editorMessages.expiryTime}
        hint={momentHint(values.expiryDate, values.expiryTime, values.timeZone)}
        value={values.expiryTime}
        error={errors.expiryTime}
        onChange={(event) => change({ expiryTime: event.target.value })}
      />
    </FieldGrid>
  );
}

export function PurchaseFields({ values, errors, change }: SectionProps) {
  return (
    <TextField
      id="drop-purchaseUrl"
      type="url"
      inputMode="url"
      label={editorMessages.purchaseUrl}
      hint={editorMessages.purchaseUrlHint}
      value={values.purchaseUrl}
      error={errors.purchaseUrl}
      maxLength={2048}
      onChange={(event) => change({ purchaseUrl: event.target.value })}
    />
  );
}

const modeChoices = (['off', 'open', 'units'] as const).map((mode) => ({
  value: mode,
  label: editorMessages.earlyAccessModes[mode],
}));
const windowChoices = earlyAccessWindows.map((window) => ({ value: window, label: window }));

/**
 * Early access: off, on without a unit count, or on with `earlyUnits`; the 24H/48H/72H window
 * can be chosen only while it is on.
 */
export function EarlyAccessFields({ values, errors, change }: SectionProps) {
  const off = values.earlyAccess === 'off';
  return (
    <>
      <div id="drop-earlyAccess" tabIndex={-1}>
        <RadioGroup<EarlyAccessMode>
          legend={editorMessages.earlyAccess}
          name="earlyAccess"
          choices={modeChoices}
          value={values.earlyAccess}
          onChange={(earlyAccess) =>
            change(
              earlyAccess === 'off'
                ? { earlyAccess, earlyUnits: '', timeWindow: '' }
                : earlyAccess === 'open'
                  ? { earlyAccess, earlyUnits: '' }
                  : { earlyAccess },
            )
          }
        />
      </div>
      {values.earlyAccess === 'units' ? (
        <TextField
          id="drop-earlyUnits"
          label={editorMessages.earlyUnits}
          inputMode="numeric"
          value={values.earlyUnits}
          error={errors.earlyUnits}
          onChange={(event) => change({ earlyUnits: event.target.value })}
        />
      ) : null}
      <Fieldset id="drop-timeWindow" tabIndex={-1} disabled={off}>
        <RadioGroup<'' | (typeof earlyAccessWindows)[number]>
          legend={editorMessages.timeWindow}
          hint={editorMessages.timeWindowHint}
          name="timeWindow"
          choices={windowChoices}
          value={values.timeWindow}
          error={errors.timeWindow}
          onChange={(timeWindow) => change({ timeWindow })}
        />
      </Fieldset>
    </>
  );
}
