import {
  formatDate,
  formatDateTime,
  formatPrice,
  formatPriceOnCard,
  timeZoneChoices,
} from '../src';

describe('en-GB dates', () => {
  it('writes day, month and year', () => {
    expect(formatDate('2026-03-01T10:00:00.000Z')).toBe('01/03/2026');
    expect(formatDate(new Date(Date.UTC(2025, 11, 31)))).toBe('31/12/2025');
  });

  it('adds the time in UTC', () => {
    expect(formatDateTime('2026-03-01T10:05:00.000Z')).toBe('01/03/2026, 10:05');
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('prices', () => {
  it('shows pounds with two decimals', () => {
    expect(formatPrice(12.5)).toBe('£12.50');
    expect(formatPrice(0)).toBe('£0.00');
    expect(formatPrice(1234)).toBe('£1,234.00');
  });

  it('shows dollars on the mobile card', () => {
    expect(formatPriceOnCard(12.5)).toBe('$12.50');
  });

  it('is empty for no price', () => {
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(Number.NaN)).toBe('');
  });
});

describe('time-zone choices (issue 31)', () => {
  it("puts the browser's zone first, keeps a chosen zone the list lacks, lists every zone once", () => {
    const choices = timeZoneChoices('Europe/London', 'Asia/Calcutta');
    expect(choices[0]).toEqual({ value: 'Europe/London', label: 'Europe/London' });
    const values = choices.map((choice) => choice.value);
    expect(values).toContain('Asia/Calcutta');
    expect(values).toContain('Pacific/Chatham');
    expect(new Set(values).size).toBe(values.length);
    expect(choices.find((choice) => choice.value === 'America/New_York')?.label).toBe(
      'America/New York',
    );
  });
});
