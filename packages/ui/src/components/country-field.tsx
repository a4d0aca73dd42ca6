import { countries } from '@drops/contracts';
import { SelectField, type SelectFieldProps } from './select-field';

/** Every country by name with its two-letter code, e.g. "United States (US)". */
export const countryOptions = countries.map((country) => ({
  value: country.code,
  label: `${country.name} (${country.code})`,
}));

export type CountryFieldProps = Omit<SelectFieldProps, 'options' | 'placeholderOption'>;

/** The country select of sign-up and the profile; an empty first choice lets it be unset. */
export function CountryField(props: CountryFieldProps) {
  return <SelectField options={countryOptions} placeholderOption="" {...props} />;
}
