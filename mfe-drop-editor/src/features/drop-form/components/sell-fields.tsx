import { dropFields, earlyAccessWindows } from '@drops/contracts';
import { Fieldset, RadioGroup, TextField } from '@drops/ui';
import { editorMessages } from '../../../messages';
import type { EarlyAccessMode } from '../form-values';
import { dropFieldBinder, type SectionProps } from './section-props';
import { FieldGrid } from './drop-form.styles';

/** Drop Price & Quantity: price and RRP in pounds, a whole quantity, the seller's own SKU. */
export function PriceFields(props: SectionProps) {
  const bindField = dropFieldBinder(props);
  return (
    <FieldGrid>
      <TextField label={editorMessages.price} inputMode="decimal" {...bindField('price')} />
      <TextField label={editorMessages.rrp} inputMode="decimal" {...bindField('rrp')} />
      <TextField label={editorMessages.quantity} inputMode="numeric" {...bindField('quantity')} />
      <TextField
        label={dropFields.sku.label}
        maxLength={dropFields.sku.plain.maxLength}
        autoComplete="off"
        {...bindField('sku')}
      />
    </FieldGrid>
  );
}

export function PurchaseFields(props: SectionProps) {
  const bindField = dropFieldBinder(props);
  return (
    <TextField
      type="url"
      inputMode="url"
      label={editorMessages.purchaseUrl}
      hint={editorMessages.purchaseUrlHint}
      maxLength={2048}
      {...bindField('purchaseUrl')}
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
export function EarlyAccessFields(props: SectionProps) {
  const { values, errors, change } = props;
  const bindField = dropFieldBinder(props);
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
          label={editorMessages.earlyUnits}
          inputMode="numeric"
          {...bindField('earlyUnits')}
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
