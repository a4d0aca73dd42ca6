import {
  formatDate,
  formatDateTime,
  formatPrice,
  formatPriceOnCard,
  timeZoneChoices,
  timeZoneLabel,
  utcOffsetOf,
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
  const winter = new Date('2026-12-05T06:25:00Z');
  const summer = new Date('2027-07-01T12:00:00Z');

  it("tells each zone's offset from UTC at the moment asked", () => {
    expect(utcOffsetOf('UTC', winter)).toBe('UTC+00:00');
    expect(utcOffsetOf('Asia/Kolkata', winter)).toBe('UTC+05:30');
    expect(utcOffsetOf('America/New_York', winter)).toBe('UTC−05:00');
    expect(utcOffsetOf('America/New_York', summer)).toBe('UTC−04:00');
    expect(timeZoneLabel('America/New_York', winter)).toBe('America/New York (UTC−05:00)');
    expect(timeZoneLabel('UTC', winter)).toBe('UTC');
  });

  it("puts the browser's zone first, keeps a chosen zone the list lacks, lists every zone once", () => {
    const choices = timeZoneChoices('Europe/London', 'Asia/Calcutta', winter);
    expect(choices[0]).toEqual({ value: 'Europe/London', label: 'Europe/London (UTC+00:00)' });
    expect(choices.map((choice) => choice.value)).toContain('Asia/Calcutta');
    expect(choices.map((choice) => choice.value)).toContain('Pacific/Chatham');
    const values = choices.map((choice) => choice.value);
    expect(new Set(values).size).toBe(values.length);
  });
});
