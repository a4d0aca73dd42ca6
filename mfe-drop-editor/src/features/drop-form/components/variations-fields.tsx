import { Button, FieldError, TextField } from '@drops/ui';
import { editorMessages } from '../../../messages';
import { firstEnabled, focusAfterChange } from '../focus-after-change';
import { variationDataIsValid } from '@drops/contracts';
import { dropFieldBinder, type SectionProps } from './section-props';
import { InlineRow, VariationRow } from './drop-form.styles';

/** The name field of variation `number` (the first also takes the section's error focus). */
const nameFieldId = (number: number) =>
  number === 1 ? 'drop-variations' : `drop-variations-${number}`;
const addButtonId = 'drop-variations-add';

/** Variations: a title and rows of a name with "option: quantity" data. */
export function VariationsFields({ values, errors, change }: SectionProps) {
  const bindField = dropFieldBinder({ values, errors, change });
  const rows = values.variations;
  const setRow = (index: number, row: Partial<(typeof rows)[number]>) =>
    change({
      variations: rows.map((item, at) => (at === index ? { ...item, ...row } : item)),
    });

  // A new row is typed into at once; a removed row hands focus to the row that takes its place,
  // else the one before, else ADD VARIATION.
  const addRow = () => {
    change({ variations: [...rows, { name: '', data: '' }] });
    focusAfterChange(() => document.getElementById(nameFieldId(rows.length + 1)));
  };
  const removeRow = (index: number) => {
    change({ variations: rows.filter((_, at) => at !== index) });
    const removeButton = (number: number) =>
      document.querySelector<HTMLElement>(
        `button[aria-label="${editorMessages.removeVariation(number)}"]`,
      );
    focusAfterChange(() =>
      firstEnabled([
        removeButton(index + 1),
        removeButton(index),
        document.getElementById(addButtonId),
      ]),
    );
  };

  return (
    <>
      <TextField
        label={editorMessages.variationsTitle}
        hint={editorMessages.variationsTitleHint}
        maxLength={100}
        {...bindField('variationsTitle')}
      />
      {rows.map((row, index) => {
        const number = index + 1;
        const badData = row.data.trim() !== '' && !variationDataIsValid(row.data.trim());
        return (
          <VariationRow key={index}>
            <TextField
              id={nameFieldId(number)}
              label={editorMessages.variationName(number)}
              value={row.name}
              maxLength={100}
              aria-invalid={errors.variations && row.name.trim() === '' ? true : undefined}
              onChange={(event) => setRow(index, { name: event.target.value })}
            />
            <TextField
              label={editorMessages.variationData(number)}
              hint={editorMessages.variationDataHint}
              value={row.data}
              maxLength={1000}
              error={errors.variations && badData ? editorMessages.variationsInvalid : undefined}
              onChange={(event) => setRow(index, { data: event.target.value })}
            />
            <Button
              $variant="ghost"
              $size="small"
              aria-label={editorMessages.removeVariation(number)}
              onClick={() => removeRow(index)}
            >
              ✕
            </Button>
          </VariationRow>
        );
      })}
      {errors.variations ? <FieldError role="alert">{errors.variations}</FieldError> : null}
      <InlineRow>
        <Button id={addButtonId} $variant="secondary" onClick={addRow}>
          {editorMessages.addVariation}
        </Button>
      </InlineRow>
    </>
  );
}
