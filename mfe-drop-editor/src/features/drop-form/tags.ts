import { tagKey } from '@drops/contracts';
import { editorMessages } from '../../messages';

export type AddTagResult = { ok: true; tags: string[] } | { ok: false; message: string };

/** Adds a typed tag, trimmed; refuses a blank one or one already there. */
export function addTag(tags: readonly string[], typed: string): AddTagResult {
  const tag = typed.trim();
  if (tag === '' || tags.some((existing) => tagKey(existing) === tagKey(tag)))
    return { ok: false, message: editorMessages.tagsInvalid };
  return { ok: true, tags: [...tags, tag] };
}
