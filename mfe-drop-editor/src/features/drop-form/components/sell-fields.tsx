import { dropFields, earlyAccessWindows } from '@drops/contracts';
import { Fieldset, RadioGroup, TextField } from '@drops/ui';
import { editorMessages } from '../../../messages';
import type { EarlyAccessMode } from '../form-values';
import type { SectionProps } from './section-props';
import { FieldGrid } from './drop-form.styles';

/** Drop Price & Quantity: price and RRP in pounds, a whole quantity, the seller's own SKU. */
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
      <TextField
        id="drop-sku"
        label={dropFields.sku.label}
        value={values.sku}
        error={errors.sku}
        maxLength={dropFields.sku.plain.maxLength}
        autoComplete="off"
        onChange={(event) => change({ sku: event.target.value })}
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
