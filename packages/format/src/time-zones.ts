/**
 * Time-zone choices as a seller picks one (issue 31): each IANA zone with its offset from UTC
 * now, the browser's own first. Building a formatter per zone is costly (about 400 of them), so
 * the list is made once an hour at most.
 */

export interface TimeZoneChoice {
  value: string;
  label: string;
}

/** `UTC+05:30`, `UTC−05:00` (a true minus sign), `UTC+00:00`: the offset at `at`. */
export function utcOffsetOf(zone: string, at: Date = new Date()): string {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  // `GMT-05:00`; no offset reads `GMT` in some engines and `GMT+00:00` in others.
  const offset = (name ?? 'GMT').replace('GMT', '') || '+00:00';
  return `UTC${offset.replace('-', '−')}`;
}

/** `America/New_York` → `America/New York (UTC−05:00)`; `UTC` alone says it all. */
export function timeZoneLabel(zone: string, at: Date = new Date()): string {
  if (zone === 'UTC') return zone;
  return `${zone.replace(/_/g, ' ')} (${utcOffsetOf(zone, at)})`;
}

const hourMs = 3_600_000;
let cached: { hour: number; labels: Map<string, string> } | null = null;

function labelsAt(at: Date): Map<string, string> {
  const hour = Math.floor(at.getTime() / hourMs);
  if (cached?.hour !== hour) {
    const zones = Intl.supportedValuesOf('timeZone');
    cached = { hour, labels: new Map(zones.map((zone) => [zone, timeZoneLabel(zone, at)])) };
  }
  return cached.labels;
}

/**
 * Every zone this browser knows, by name, after the browser's own, with `selected` kept even
 * when the list lacks it (an alias such as `Asia/Calcutta`, or `UTC`). Labels stay short: a
 * phone shows the chosen one in about 35 characters.
 */
export function timeZoneChoices(
  browserZone: string,
  selected: string,
  at: Date = new Date(),
): TimeZoneChoice[] {
  const labels = labelsAt(at);
  const labelOf = (zone: string) => labels.get(zone) ?? timeZoneLabel(zone, at);
  const choices: TimeZoneChoice[] = [{ value: browserZone, label: labelOf(browserZone) }];
  if (selected !== browserZone && !labels.has(selected))
    choices.push({ value: selected, label: labelOf(selected) });
  for (const zone of labels.keys())
    if (zone !== browserZone) choices.push({ value: zone, label: labelOf(zone) });
  return choices;
}
