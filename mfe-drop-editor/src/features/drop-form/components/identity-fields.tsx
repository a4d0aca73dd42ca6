import { limits, productCategoryOptions, type AccountType } from '@drops/contracts';
import { SelectField, TextAreaField, TextField } from '@drops/ui';
import { editorMessages } from '../../../messages';
import { CollectionField } from './collection-field';
import { dropFieldBinder, type SectionProps } from './section-props';

/** Drop Identity: title, description (240 counter), brand, category and the series. */
export function IdentityFields({
  values,
  errors,
  change,
  accountType,
}: SectionProps & { accountType: AccountType }) {
  const bindField = dropFieldBinder({ values, errors, change });
  return (
    <>
      <TextField label={editorMessages.title} maxLength={200} {...bindField('name')} />
      <TextAreaField
        label={editorMessages.description}
        counterMax={limits.descriptionMax}
        {...bindField('description')}
      />
      <TextField label={editorMessages.brandName} maxLength={100} {...bindField('brandName')} />
      <SelectField
        label={editorMessages.category}
        options={productCategoryOptions}
        placeholderOption={editorMessages.chooseCategory}
        {...bindField('category')}
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
