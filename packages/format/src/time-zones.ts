/**
 * Time-zone choices as a seller picks one (issue 31). Labels are the zone names alone: an offset
 * beside each would take one Intl formatter per zone, about 400 of them, half a second or more
 * of a phone's time before the form shows.
 */

export interface TimeZoneChoice {
  value: string;
  label: string;
}

/** `America/New_York` → `America/New York`. */
export const timeZoneLabel = (zone: string): string => zone.replace(/_/g, ' ');

let zones: readonly string[] | null = null;

/**
 * Every zone this browser knows, by name, after the browser's own, with `selected` kept even
 * when the list lacks it (an alias such as `Asia/Calcutta`, or `UTC`).
 */
export function timeZoneChoices(browserZone: string, selected: string): TimeZoneChoice[] {
  zones ??= Intl.supportedValuesOf('timeZone');
  const choice = (zone: string) => ({ value: zone, label: timeZoneLabel(zone) });
  const choices = [choice(browserZone)];
  if (selected !== browserZone && !zones.includes(selected)) choices.push(choice(selected));
  for (const zone of zones) if (zone !== browserZone) choices.push(choice(zone));
  return choices;
}

const offsetLabels = new Map<string, string>();

/**
 * `UTC+05:30` for Asia/Kolkata, as of now: one formatter per zone, made only for the zones a
 * picker shows and kept.
 */
export function utcOffsetLabel(zone: string): string {
  let label = offsetLabels.get(zone);
  if (label === undefined) {
    try {
      const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(new Date())
        .find((item) => item.type === 'timeZoneName')?.value;
      // ICU writes a minus sign (U+2212); a hyphen is what people type and search for.
      label =
        !part || part === 'GMT' ? 'UTC+00:00' : part.replace('GMT', 'UTC').replace('\u2212', '-');
    } catch {
      label = '';
    }
    offsetLabels.set(zone, label);
  }
  return label;
}

/**
 * Cities renamed since the old names browsers still list (their ICU data keeps them): the name
 * shown and searched is today's, the zone id stays the one the browser knows.
 */
const renamedCities: Record<string, string> = {
  'Africa/Asmera': 'Asmara',
  'America/Godthab': 'Nuuk',
  'Asia/Calcutta': 'Kolkata',
  'Asia/Katmandu': 'Kathmandu',
  'Asia/Rangoon': 'Yangon',
  'Asia/Saigon': 'Ho Chi Minh City',
  'Atlantic/Faeroe': 'Faroe',
  'Europe/Kiev': 'Kyiv',
  'Pacific/Enderbury': 'Kanton',
  'Pacific/Ponape': 'Pohnpei',
  'Pacific/Truk': 'Chuuk',
};

/** The city of a zone as people read it: `America/Argentina/Buenos_Aires` → `Buenos Aires`. */
export const timeZoneCity = (zone: string): string =>
  renamedCities[zone] ?? timeZoneLabel(zone.slice(zone.lastIndexOf('/') + 1));

/**
 * The zones whose name, city or offset holds every word of `query` (any case; `new york`,
 * `kolkata`, `+05:30`, `utc+1` all find), the known ones in the browser's order; at most `limit`.
 */
export function searchTimeZones(query: string, limit: number): string[] {
  zones ??= Intl.supportedValuesOf('timeZone');
  const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return zones.slice(0, limit);
  const found: string[] = [];
  for (const zone of zones) {
    const named = `${timeZoneLabel(zone)} ${timeZoneCity(zone)}`.toLowerCase();
    // The offset only when a word looks like one: no formatter for a zone a name rules out.
    const matches = words.every(
      (word) =>
        named.includes(word) ||
        (/[+\-−]|\d|^utc/.test(word) && offsetMatches(utcOffsetLabel(zone), word)),
    );
    if (matches) found.push(zone);
    if (found.length === limit) break;
  }
  return found;
}

/** `utc+1`, `+01`, `+1:00`, `+01:00` all name `UTC+01:00`. */
function offsetMatches(offset: string, word: string): boolean {
  const wanted = word.replace(/^utc/, '').replace('−', '-');
  const parsed = /^([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(wanted);
  if (!parsed) return offset.toLowerCase().includes(word);
  const [, sign, hours, minutes] = parsed;
  return offset === `UTC${sign}${hours!.padStart(2, '0')}:${minutes ?? '00'}`;
}
