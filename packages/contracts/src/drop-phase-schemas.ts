import { Type } from '@sinclair/typebox';
import { sameMessage, StringEnum, withMessages } from './common';
import { dropPhases, launchMessages } from './drop-phase';

// Apart from drop-phase.ts, whose labels and clocks a frontend's first screen takes without TypeBox.
export const DropPhaseSchema = StringEnum(dropPhases);

/** An IANA zone name (`Europe/London`, `UTC`), as the seller's profile and a drop carry it. */
export const TimeZoneSchema = withMessages(
  Type.String({ minLength: 1, maxLength: 64 }),
  sameMessage(launchMessages.timeZoneInvalid, 'minLength', 'maxLength', 'type'),
);
