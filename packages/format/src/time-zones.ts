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
