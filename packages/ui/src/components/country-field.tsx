import { countries } from '@drops/contracts';
import { SelectField, type SelectFieldProps } from './select-field';

/**
 * Every country by name, sorted by it, its two-letter code the value: a person (or a test)
 * picks "United Kingdom" by its name, and the code is what is stored.
 */
export const countryOptions = countries
  .map((country) => ({ value: country.code, label: country.name }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

export type CountryFieldProps = Omit<SelectFieldProps, 'options' | 'placeholderOption'>;

/** The country select of sign-up and the profile; an empty first choice lets it be unset. */
export function CountryField(props: CountryFieldProps) {
  return <SelectField options={countryOptions} placeholderOption="" {...props} />;
}
