import type { Product } from '@drops/contracts';
import {
  emptyDropValues,
  productBodyOf,
  savedTimingOf,
  valuesFromProduct,
  valuesInZone,
} from '../src/features/drop-form/form-values';
import {
  displayZoneOf,
  instantOf,
  momentBodyOf,
  rezoned,
  wallMomentOf,
} from '../src/features/drop-form/moments';
import { validateDraft } from '../src/features/drop-form/validation';
import { editorMessages } from '../src/messages';

/** Issue 31: the editor's moments, read from stored instants and saved back. */

const newYork = 'America/New_York';
const kolkata = 'Asia/Kolkata';
const zones = ['UTC', newYork, kolkata, 'Europe/London', 'Pacific/Chatham'];

const winter = { launch: '2026-12-05T06:25:00.000Z', expiry: '2026-12-20T18:40:00.000Z' };
/** New York's clocks go back at 06:00 UTC on 7 November 2027: both read 01:30:15 there. */
const fallBack = { launch: '2027-11-07T05:30:15.000Z', expiry: '2027-11-07T06:30:15.000Z' };
/** ...and forward at 07:00 UTC on 14 March 2027: 01:45 EST, then 03:15 EDT. */
const springForward = { launch: '2027-03-14T06:45:00.000Z', expiry: '2027-03-14T07:15:00.000Z' };
const pairs = [winter, fallBack, springForward];

describe('the zone moments are shown in', () => {
  it("is the drop's own, else the seller's profile zone, else the browser's", () => {
    expect(displayZoneOf('Europe/London', 'Asia/Tokyo', newYork)).toBe('Europe/London');
    expect(displayZoneOf(null, 'Asia/Tokyo', newYork)).toBe('Asia/Tokyo');
    expect(displayZoneOf(null, '', newYork)).toBe(newYork);
    expect(displayZoneOf(undefined, null, newYork)).toBe(newYork);
  });
});

describe('a stored instant as a day and a time', () => {
  it('reads in the zone, with the seconds only when there are some', () => {
    expect(wallMomentOf(winter.launch, 'UTC')).toEqual({ day: '2026-12-05', time: '06:25' });
    expect(wallMomentOf(winter.launch, newYork)).toEqual({ day: '2026-12-05', time: '01:25' });
    expect(wallMomentOf(winter.launch, kolkata)).toEqual({ day: '2026-12-05', time: '11:55' });
    expect(wallMomentOf(winter.expiry, kolkata)).toEqual({ day: '2026-12-21', time: '00:10' });
    expect(wallMomentOf(fallBack.launch, newYork)).toEqual({ day: '2027-11-07', time: '01:30:15' });
    expect(wallMomentOf(fallBack.expiry, newYork)).toEqual({ day: '2027-11-07', time: '01:30:15' });
    expect(wallMomentOf(springForward.expiry, newYork)).toEqual({
      day: '2027-03-14',
      time: '03:15',
    });
  });

  it('is blank for no instant', () => {
    expect(wallMomentOf(null, 'UTC')).toEqual({ day: '', time: '' });
  });
});

describe('saving a moment', () => {
  it.each(zones)('sends back the stored instant untouched, to the millisecond (%s)', (zone) => {
    for (const instant of [
      ...pairs.flatMap((pair) => [pair.launch, pair.expiry]),
      '2026-12-05T06:25:00.250Z',
    ])
      expect(momentBodyOf(wallMomentOf(instant, zone), zone, instant)).toBe(instant);
  });

  it('reads an untouched moment as the stored instant, even in the hour that repeats', () => {
    const shown = wallMomentOf(fallBack.expiry, newYork);
    expect(instantOf(shown, newYork, fallBack.expiry)).toBe(Date.parse(fallBack.expiry));
    // Typed anew, the same digits are one of the two readings: which one, nothing can tell.
    expect([fallBack.launch, fallBack.expiry].map(Date.parse)).toContain(
      instantOf(shown, newYork, null),
    );
  });

  it('sends what was typed once changed: a time read in the zone, a day alone, or nothing', () => {
    const stored = winter.launch;
    expect(momentBodyOf({ day: '2026-12-05', time: '09:15' }, newYork, stored)).toBe(
      '2026-12-05T09:15',
    );
    expect(momentBodyOf({ day: '2026-12-06', time: '' }, newYork, stored)).toBe('2026-12-06');
    expect(momentBodyOf({ day: '', time: '' }, newYork, stored)).toBeNull();
    expect(momentBodyOf({ day: '2026-12-05', time: '01:25' }, newYork, null)).toBe(
      '2026-12-05T01:25',
    );
  });

  it('reads a typed time in the zone and a day alone as UTC midnight', () => {
    expect(instantOf({ day: '2026-12-05', time: '01:25' }, newYork, null)).toBe(
      Date.parse(winter.launch),
    );
    expect(instantOf({ day: '2026-12-05', time: '11:55' }, kolkata, null)).toBe(
      Date.parse(winter.launch),
    );
    expect(instantOf({ day: '2026-12-05', time: '' }, kolkata, null)).toBe(
      Date.parse('2026-12-05T00:00:00Z'),
    );
    expect(instantOf({ day: '', time: '10:00' }, kolkata, null)).toBeNull();
  });
});

describe('another zone chosen', () => {
  it.each(pairs)('shows the same instants in it (%o)', ({ launch, expiry }) => {
    for (const [from, to] of [
      [newYork, 'Europe/London'],
      [kolkata, newYork],
      ['UTC', kolkata],
    ] as const) {
      for (const stored of [launch, expiry]) {
        const moved = rezoned(wallMomentOf(stored, from), from, to, stored);
        expect(moved).toEqual(wallMomentOf(stored, to));
        expect(momentBodyOf(moved, to, stored)).toBe(stored);
      }
    }
  });

  it('leaves a day alone as it is: UTC midnight in any zone', () => {
    expect(rezoned({ day: '2026-12-05', time: '' }, newYork, kolkata, null)).toEqual({
      day: '2026-12-05',
      time: '',
    });
  });
});

const product = (changes: Partial<Product>): Product =>
  ({
    _id: 'drop-1',
    name: 'Winter pair',
    description: 'As made through the API.',
    brandName: '',
    category: 'art',
    mainImage: '',
    visuals: [],
    price: null,
    rrp: null,
    quantity: null,
    purchaseUrl: '',
    launchDate: winter.launch,
    expiryDate: winter.expiry,
    allowEarlyAccess: false,
    earlyUnits: null,
    timeWindow: null,
    unlockManyUnits: false,
    tags: [],
    curatedValueTag: [],
    variationsTitle: '',
    variationsObjects: [],
    isSeries: false,
    seriesName: '',
    collectionId: null,
    timeZone: null,
    ...changes,
  }) as Product;

const savedOf = savedTimingOf;

describe('a drop made through the API, opened and saved', () => {
  it.each(zones)('shows its times in the fallback zone and saves them unmoved (%s)', (zone) => {
    for (const { launch, expiry } of pairs) {
      const drop = product({ launchDate: launch, expiryDate: expiry });
      const shown = valuesFromProduct(drop, zone);
      expect(shown.timeZone).toBe(zone);
      expect(shown.launchTime).not.toBe('');
      const edited = { ...shown, description: 'Only the description changed.' };
      expect(validateDraft(edited, 'sell', savedOf(drop, shown))).toEqual({});
      const body = productBodyOf(edited, 'Draft', 'sell', savedOf(drop, shown));
      expect(body).toMatchObject({ launchDate: launch, expiryDate: expiry });
      // The drop keeps no zone: none is sent when nothing needs reading in one.
      expect(body).not.toHaveProperty('timeZone');
    }
  });

  it("shows a drop's own zone first, and sends a zone the seller chose", () => {
    const drop = product({ timeZone: 'Asia/Tokyo' });
    const shown = valuesFromProduct(drop, newYork);
    expect(shown).toMatchObject({ timeZone: 'Asia/Tokyo', launchTime: '15:25' });
    const london = valuesInZone(shown, 'Europe/London', savedOf(drop, shown));
    expect(london).toMatchObject({ launchTime: '06:25', expiryTime: '18:40' });
    expect(productBodyOf(london, 'Draft', 'sell', savedOf(drop, shown))).toMatchObject({
      launchDate: winter.launch,
      expiryDate: winter.expiry,
      timeZone: 'Europe/London',
    });
  });

  it('sends a changed time as typed, with the zone to read it in; the other moment as stored', () => {
    const drop = product({});
    const shown = valuesFromProduct(drop, newYork);
    const body = productBodyOf(
      { ...shown, launchTime: '09:15' },
      'Draft',
      'sell',
      savedOf(drop, shown),
    );
    expect(body).toMatchObject({
      launchDate: '2026-12-05T09:15',
      expiryDate: winter.expiry,
      timeZone: newYork,
    });
  });

  it('refuses an expiry before the launch by instants, not by the digits shown', () => {
    const drop = product({ launchDate: fallBack.launch, expiryDate: fallBack.expiry });
    const shown = valuesFromProduct(drop, newYork);
    expect(shown.launchTime).toBe(shown.expiryTime);
    expect(validateDraft(shown, 'sell', savedOf(drop, shown))).toEqual({});
    // Typed anew, the same digits are the same instant: the expiry is not after the launch.
    expect(validateDraft({ ...shown, launchTime: '01:30:15' }, 'sell')).toEqual({
      expiryDate: editorMessages.expiryBeforeLaunch,
    });
  });

  it('a new drop sends a day alone as the spec does and a time with its zone', () => {
    const typed = { ...emptyDropValues(kolkata), name: 'New', launchDate: '2026-12-05' };
    expect(productBodyOf(typed, 'Draft', 'sell')).toMatchObject({ launchDate: '2026-12-05' });
    expect(productBodyOf(typed, 'Draft', 'sell')).not.toHaveProperty('timeZone');
    expect(productBodyOf({ ...typed, launchTime: '11:55' }, 'Draft', 'sell')).toMatchObject({
      launchDate: '2026-12-05T11:55',
      timeZone: kolkata,
    });
  });
});
