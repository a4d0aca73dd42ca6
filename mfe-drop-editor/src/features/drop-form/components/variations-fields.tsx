import { Button, FieldError, TextField } from '@drops/ui';
import { editorMessages } from '../../../messages';
import { variationDataIsValid } from '../variations';
import type { SectionProps } from './section-props';
import { InlineRow, VariationRow } from './drop-form.styles';

/** Variations: a title and rows of a name with "option: quantity" data. */
export function VariationsFields({ values, errors, change }: SectionProps) {
  const rows = values.variations;
  const setRow = (index: number, row: Partial<(typeof rows)[number]>) =>
    change({
      variations: rows.map((item, at) => (at === index ? { ...item, ...row } : item)),
    });

  return (
    <>
      <TextField
        id="drop-variationsTitle"
        label={editorMessages.variationsTitle}
        hint={editorMessages.variationsTitleHint}
        value={values.variationsTitle}
        error={errors.variationsTitle}
        maxLength={100}
        onChange={(event) => change({ variationsTitle: event.target.value })}
      />
      {rows.map((row, index) => {
        const number = index + 1;
        const badData = row.data.trim() !== '' && !variationDataIsValid(row.data.trim());
        return (
          <VariationRow key={index}>
            <TextField
              id={index === 0 ? 'drop-variations' : undefined}
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
              onClick={() => change({ variations: rows.filter((_, at) => at !== index) })}
            >
              ✕
            </Button>
          </VariationRow>
        );
      })}
      {errors.variations ? <FieldError role="alert">{errors.variations}</FieldError> : null}
      <InlineRow>
        <Button
          $variant="secondary"
          onClick={() => change({ variations: [...rows, { name: '', data: '' }] })}
        >
          {editorMessages.addVariation}
        </Button>
      </InlineRow>
    </>
  );
}
