import { useId, type ReactNode } from 'react';
import { ChoiceLabel, ChoiceList, FieldError, Fieldset, Hint, Legend } from './field.styles';
import { useFieldIds } from './field-frame';

export interface Choice<Value extends string> {
  value: Value;
  label: ReactNode;
  description?: ReactNode;
}

interface ChoiceGroupBase<Value extends string> {
  legend: ReactNode;
  name: string;
  choices: readonly Choice<Value>[];
  error?: string;
  hint?: ReactNode;
}

export interface CheckboxGroupProps<Value extends string> extends ChoiceGroupBase<Value> {
  values: readonly Value[];
  onChange: (values: Value[]) => void;
}

export interface RadioGroupProps<Value extends string> extends ChoiceGroupBase<Value> {
  value: Value;
  onChange: (value: Value) => void;
}

function GroupShell({
  legend,
  error,
  hint,
  children,
  kind,
}: {
  legend: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  kind: 'group' | 'radiogroup';
}) {
  const { hintId, errorId, describedBy } = useFieldIds(error, hint);
  return (
    <Fieldset
      role={kind === 'radiogroup' ? 'radiogroup' : undefined}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <Legend>{legend}</Legend>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {children}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Fieldset>
  );
}

/** Several choices; each is a real checkbox, so Space toggles and Tab moves between them. */
export function CheckboxGroup<Value extends string>(props: CheckboxGroupProps<Value>) {
  const { legend, name, choices, values, onChange, error, hint } = props;
  const toggle = (value: Value, checked: boolean) =>
    onChange(checked ? [...values, value] : values.filter((item) => item !== value));
  return (
    <GroupShell legend={legend} error={error} hint={hint} kind="group">
      <ChoiceList>
        {choices.map((choice) => (
          <ChoiceLabel key={choice.value}>
            <input
              type="checkbox"
              name={name}
              value={choice.value}
              checked={values.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
            />
            <span>{choice.label}</span>
          </ChoiceLabel>
        ))}
      </ChoiceList>
    </GroupShell>
  );
}

/** One choice of a few; native radios give arrow-key movement for free. */
export function RadioGroup<Value extends string>(props: RadioGroupProps<Value>) {
  const { legend, name, choices, value, onChange, error, hint } = props;
  const id = useId();
  return (
    <GroupShell legend={legend} error={error} hint={hint} kind="radiogroup">
      <ChoiceList>
        {choices.map((choice) => {
          // The label alone names the radio; a description only describes it, so its words
          // never make another choice match the label ("selling" under Flexer is not Seller).
          const labelId = `${id}-${choice.value}-label`;
          const descriptionId = `${id}-${choice.value}-description`;
          return (
            <ChoiceLabel key={choice.value}>
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                aria-labelledby={choice.description ? labelId : undefined}
                aria-describedby={choice.description ? descriptionId : undefined}
                onChange={() => onChange(choice.value)}
              />
              <span>
                <strong id={labelId}>{choice.label}</strong>
                {choice.description ? (
                  <Hint as="span" id={descriptionId}>
                    {' '}
                    {choice.description}
                  </Hint>
                ) : null}
              </span>
            </ChoiceLabel>
          );
        })}
      </ChoiceList>
    </GroupShell>
  );
}
