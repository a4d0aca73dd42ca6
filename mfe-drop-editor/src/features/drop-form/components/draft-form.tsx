import { useState, type FormEvent } from 'react';
import { limits, productCategoryOptions } from '@drops/contracts';
import { hasErrors, type FieldErrors } from '@drops/forms';
import {
  Button,
  Card,
  FormAlert,
  Row,
  SectionTitle,
  SelectField,
  Stack,
  TextAreaField,
  TextField,
} from '@drops/ui';
import { editorMessages } from '../../../messages';
import { validateDraft, type DraftField, type DraftValues } from '../validation';

export interface DraftFormProps {
  initial: DraftValues;
  onCancel: () => void;
  /** Resolves with the failure message, or nothing when saved. */
  onSaveDraft: (values: DraftValues) => Promise<string | void>;
}

/** The Drop Identity section and SAVE DRAFT. */
export function DraftForm({ initial, onCancel, onSaveDraft }: DraftFormProps) {
  const [values, setValues] = useState<DraftValues>(initial);
  const [errors, setErrors] = useState<FieldErrors<DraftField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (changes: Partial<DraftValues>) =>
    setValues((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateDraft(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const failure = await onSaveDraft(values);
    setBusy(false);
    if (failure) setFormError(failure);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={editorMessages.dropIdentity}>
      <Stack $gap={5}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Card>
          <Stack>
            <SectionTitle>{editorMessages.dropIdentity}</SectionTitle>
            <TextField
              label={editorMessages.title}
              name="name"
              value={values.name}
              error={errors.name}
              onChange={(event) => change({ name: event.target.value })}
            />
            <TextAreaField
              label={editorMessages.description}
              name="description"
              value={values.description}
              counterMax={limits.descriptionMax}
              error={errors.description}
              onChange={(event) => change({ description: event.target.value })}
            />
            <SelectField
              label={editorMessages.category}
              name="category"
              options={productCategoryOptions}
              placeholderOption={editorMessages.chooseCategory}
              value={values.category}
              error={errors.category}
              onChange={(event) => change({ category: event.target.value })}
            />
          </Stack>
        </Card>
        <Row $gap={3} $wrap>
          <Button $variant="secondary" onClick={onCancel}>
            {editorMessages.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? editorMessages.saving : editorMessages.saveDraft}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}
