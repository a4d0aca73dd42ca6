import { limits, productCategoryOptions, type AccountType } from '@drops/contracts';
import { SelectField, TextAreaField, TextField } from '@drops/ui';
import { editorMessages } from '../../../messages';
import { CollectionField } from './collection-field';
import type { SectionProps } from './section-props';

/** Drop Identity: title, description (240 counter), brand, category and the series. */
export function IdentityFields({
  values,
  errors,
  change,
  accountType,
}: SectionProps & { accountType: AccountType }) {
  return (
    <>
      <TextField
        id="drop-name"
        label={editorMessages.title}
        value={values.name}
        error={errors.name}
        maxLength={200}
        onChange={(event) => change({ name: event.target.value })}
      />
      <TextAreaField
        id="drop-description"
        label={editorMessages.description}
        value={values.description}
        counterMax={limits.descriptionMax}
        error={errors.description}
        onChange={(event) => change({ description: event.target.value })}
      />
      <TextField
        id="drop-brandName"
        label={editorMessages.brandName}
        value={values.brandName}
        error={errors.brandName}
        maxLength={100}
        onChange={(event) => change({ brandName: event.target.value })}
      />
      <SelectField
        id="drop-category"
        label={editorMessages.category}
        options={productCategoryOptions}
        placeholderOption={editorMessages.chooseCategory}
        value={values.category}
        error={errors.category}
        onChange={(event) => change({ category: event.target.value })}
      />
      <CollectionField
        accountType={accountType}
        isSeries={values.isSeries}
        collectionId={values.collectionId}
        seriesName={values.seriesName}
        error={errors.seriesName}
        onChange={change}
      />
    </>
  );
}
