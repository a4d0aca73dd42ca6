import { formatDate, formatDateTime, formatPrice, formatPriceOnCard } from '../src';

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
