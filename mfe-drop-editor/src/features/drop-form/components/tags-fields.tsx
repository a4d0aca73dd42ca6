import { useRef, useState } from 'react';
import { valueTags } from '@drops/contracts';
import { Button, CheckboxGroup, FieldError, Label, TextField } from '@drops/ui';
import { editorMessages } from '../../../messages';
import { firstEnabled, focusAfterChange } from '../focus-after-change';
import { addTag } from '../tags';
import type { SectionProps } from './section-props';
import { Chip, ChipList, InlineRow } from './drop-form.styles';

const valueTagChoices = valueTags.map((tag) => ({ value: tag, label: tag }));

/** Tag What Makes This Drop Matter: the four value tags and the custom tags. */
export function TagsFields({ values, errors, change }: SectionProps) {
  const [typed, setTyped] = useState('');
  const [addError, setAddError] = useState<string>();
  const chipListRef = useRef<HTMLUListElement>(null);

  // Focus stays in the list: the next tag's remove button, else the previous one, else New tag.
  const removeTag = (index: number) => {
    change({ tags: values.tags.filter((_, at) => at !== index) });
    focusAfterChange(() => {
      const buttons = chipListRef.current?.querySelectorAll('button') ?? [];
      return firstEnabled([
        buttons[index],
        buttons[index - 1],
        document.getElementById('drop-tags'),
      ]);
    });
  };

  const add = () => {
    const result = addTag(values.tags, typed);
    if (!result.ok) {
      setAddError(result.message);
      return;
    }
    setAddError(undefined);
    setTyped('');
    change({ tags: result.tags });
  };

  return (
    <>
      <CheckboxGroup
        legend={editorMessages.valueTags}
        hint={editorMessages.valueTagsHint}
        name="curatedValueTag"
        choices={valueTagChoices}
        values={values.curatedValueTag as (typeof valueTags)[number][]}
        error={errors.curatedValueTag}
        onChange={(curatedValueTag) => change({ curatedValueTag })}
      />
      <div>
        <Label as="p">{editorMessages.customTags}</Label>
        <ChipList ref={chipListRef} aria-label={editorMessages.customTags}>
          {values.tags.map((tag, index) => (
            <Chip key={tag}>
              {tag}
              <button
                type="button"
                aria-label={editorMessages.removeTag(tag)}
                onClick={() => removeTag(index)}
              >
                ✕
              </button>
            </Chip>
          ))}
        </ChipList>
        {errors.tags ? <FieldError role="alert">{errors.tags}</FieldError> : null}
      </div>
      <InlineRow>
        <TextField
          id="drop-tags"
          label={editorMessages.newTag}
          value={typed}
          error={addError}
          maxLength={50}
          onChange={(event) => {
            setTyped(event.target.value);
            setAddError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button $variant="secondary" onClick={add}>
          {editorMessages.addTag}
        </Button>
      </InlineRow>
    </>
  );
}
