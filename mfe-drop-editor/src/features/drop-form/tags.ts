import { editorMessages } from '../../messages';

const key = (tag: string) => tag.trim().toLowerCase();

/** Custom tags are trimmed, non-empty and unique (ignoring case, as the server compares them). */
export function tagsAreValid(tags: readonly string[]): boolean {
  const keys = tags.map(key);
  return keys.every((tag) => tag !== '') && new Set(keys).size === keys.length;
}

export type AddTagResult = { ok: true; tags: string[] } | { ok: false; message: string };

/** Adds a typed tag, trimmed; refuses a blank one or one already there. */
export function addTag(tags: readonly string[], typed: string): AddTagResult {
  const tag = typed.trim();
  if (tag === '' || tags.some((existing) => key(existing) === key(tag)))
    return { ok: false, message: editorMessages.tagsInvalid };
  return { ok: true, tags: [...tags, tag] };
}
