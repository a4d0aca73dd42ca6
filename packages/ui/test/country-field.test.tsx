import { render, screen, within } from '@testing-library/react';
import { countryCodes, countryNameOf, defaultCountryCode } from '@drops/contracts';
import { CountryField, UiProvider } from '../src';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

describe('country field (issue 29 item 7)', () => {
  it('names every accepted code as the platform does, sorted by name, valued by the code', () => {
    render(
      <UiProvider>
        <CountryField label="Country/Region" value="US" onChange={() => undefined} />
      </UiProvider>,
    );
    const select = screen.getByLabelText('Country/Region');
    const options = within(select)
      .getAllByRole('option')
      .filter((option) => (option as HTMLOptionElement).value !== '');
    expect(options).toHaveLength(countryCodes.length);
    for (const option of options) {
      const code = (option as HTMLOptionElement).value;
      expect(option).toHaveTextContent(regionNames.of(code) as string);
    }
    const names = options.map((option) => option.textContent as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    // The spec's default, by its spec name.
    expect(countryNameOf(defaultCountryCode)).toBe('United States');
    expect(screen.getByRole('option', { name: 'British Virgin Islands' })).toHaveAttribute(
      'value',
      'VG',
    );
  });
});
