import { limits, productCategoryOptions, type AccountType } from '@drops/contracts';
import { SelectField, TextAreaField, TextField } from '@drops/ui';
import { editorMessages } from '../../../messages';
import { CollectionField } from './collection-field';
import { dropFieldBinder, type SectionProps } from './section-props';

/** Drop Identity: title, description (240 counter), brand, category and the series. */
export function IdentityFields(props: SectionProps & { accountType: AccountType }) {
  const { values, errors, change, accountType } = props;
  const bindField = dropFieldBinder(props);
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
        choice={values}
        error={errors.seriesName}
        onChange={change}
      />
    </>
  );
}
