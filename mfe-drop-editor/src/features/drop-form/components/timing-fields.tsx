import { useMemo } from 'react';
import { formatInstant } from '@drops/contracts';
import { timeZoneChoices, timeZoneLabel } from '@drops/format';
import { SelectField, TextField, type TextFieldProps } from '@drops/ui';
import { editorMessages } from '../../../messages';
import { expiryOf, launchOf, valuesInZone, type SavedTiming } from '../form-values';
import { browserTimeZone, instantOf, type WallMoment } from '../moments';
import { dropFieldBinder, type SectionProps } from './section-props';
import { TimingGrid } from './drop-form.styles';

/**
 * The instant a day and time stand for, in en-GB with the zone: the moment the seller is about
 * to save. A day alone is the spec's UTC midnight, said in UTC and in the seller's zone.
 */
function momentHint(moment: WallMoment, zone: string, stored: string | null) {
  const instant = instantOf(moment, zone, stored);
  if (instant === null) return undefined;
  const inZone = formatInstant(instant, zone);
  if (moment.time !== '') return editorMessages.momentChosen(inZone);
  const inUtc = formatInstant(instant, 'UTC');
  return inUtc === inZone
    ? editorMessages.momentChosen(inUtc)
    : editorMessages.dayAloneChosen(inUtc, inZone);
}

/** "Launch time", "Expiry time": a time of day, its seconds allowed (docs/decisions.md). */
function TimeField(props: TextFieldProps) {
  return <TextField type="time" step={1} {...props} />;
}

/**
 * Drop Timing (issue 31): the zone first, then the launch and the expiry, each a day and a time
 * side by side. Every moment shows in the zone; another zone shows the same moments in it.
 */
export function TimingFields(props: SectionProps & { saved: SavedTiming }) {
  const { values, errors, change, saved } = props;
  const bindField = dropFieldBinder(props);
  const zone = values.timeZone;
  const browserZone = browserTimeZone();
  const zones = useMemo(() => timeZoneChoices(browserZone, zone), [browserZone, zone]);
  const launch = launchOf(values);
  const expiry = expiryOf(values);

  const changeZone = (timeZone: string) => {
    const { launchDate, launchTime, expiryDate, expiryTime } = valuesInZone(
      values,
      timeZone,
      saved,
    );
    change({ timeZone, launchDate, launchTime, expiryDate, expiryTime });
  };

  return (
    <TimingGrid>
      <SelectField
        id="drop-timeZone"
        label={editorMessages.timeZone}
        hint={editorMessages.timeZoneHint(zone === browserZone ? null : timeZoneLabel(browserZone))}
        options={zones}
        value={zone}
        error={errors.timeZone}
        onChange={(event) => changeZone(event.target.value)}
      />
      <TextField type="date" label={editorMessages.launchDate} {...bindField('launchDate')} />
      <TimeField
        label={editorMessages.launchTime}
        hint={momentHint(launch, zone, saved.launchDate)}
        {...bindField('launchTime')}
      />
      <TextField
        type="date"
        label={editorMessages.expiryDate}
        min={values.launchDate || undefined}
        {...bindField('expiryDate')}
      />
      <TimeField
        label={editorMessages.expiryTime}
        hint={momentHint(expiry, zone, saved.expiryDate)}
        {...bindField('expiryTime')}
      />
    </TimingGrid>
  );
}
