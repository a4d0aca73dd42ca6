import { Type } from '@sinclair/typebox';
import { sameMessage, withMessages } from './common';
import { resetTokenLength as mailedTokenLength } from './password-messages';

/**
 * A mailed link's token field. Any text up to twice a token's length is taken as a token, so a
 * mangled link answers `invalidLink` ("not valid any more") like an expired one, never a schema
 * error.
 */
export function mailedTokenField(invalidLink: string) {
  return withMessages(
    Type.String({ minLength: 1, maxLength: mailedTokenLength * 2 }),
    sameMessage(invalidLink, 'required', 'type', 'minLength', 'maxLength'),
  );
}
