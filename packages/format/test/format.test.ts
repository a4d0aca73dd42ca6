import {
  formatDate,
  formatDateTime,
  formatPrice,
  formatPriceOnCard,
  searchTimeZones,
  timeZoneChoices,
  timeZoneCity,
  utcOffsetLabel,
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

describe('time-zone search (issue 31 item 10)', () => {
  it('names each zone by its offset and today’s city', () => {
    expect(utcOffsetLabel('Asia/Calcutta')).toBe('UTC+05:30');
    expect(utcOffsetLabel('UTC')).toBe('UTC+00:00');
    expect(utcOffsetLabel('America/Bogota')).toBe('UTC-05:00');
    expect(utcOffsetLabel('Pacific/Chatham')).toMatch(/^UTC\+1[23]:45$/);
    expect(timeZoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(timeZoneCity('Africa/Asmera')).toBe('Asmara');
  });

  it('finds zones by city, region or offset, in any case, within the limit', () => {
    expect(searchTimeZones('new york', 10)).toEqual(['America/New_York']);
    expect(searchTimeZones('KOLKATA', 10)).toEqual(['Asia/Calcutta']);
    expect(searchTimeZones('+05:30', 10)).toContain('Asia/Calcutta');
    expect(searchTimeZones('utc+5:30', 10)).toContain('Asia/Calcutta');
    expect(searchTimeZones('+05:30', 10)).not.toContain('Europe/London');
    expect(searchTimeZones('utc-5', 100)).toContain('America/Bogota');
    expect(searchTimeZones('europe lon', 10)).toEqual(['Europe/London']);
    expect(searchTimeZones('', 25)).toHaveLength(25);
    expect(searchTimeZones('america', 5)).toHaveLength(5);
    expect(searchTimeZones('nowhere at all', 10)).toEqual([]);
  });
});
