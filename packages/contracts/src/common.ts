import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

/** Every id the API hands out: 24 lowercase hex characters. */
export const IdSchema = Type.String({ pattern: '^[0-9a-f]{24}$' });
export const IdParamsSchema = Type.Object({ id: IdSchema }, { additionalProperties: false });
export type IdParams = Static<typeof IdParamsSchema>;

/** ISO-8601 date-time string as the API sends it. */
export const DateTimeSchema = Type.String({ format: 'date-time' });

/** `{ success: false, error, errors }`: the one error body of every endpoint. */
export const ErrorBodySchema = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
  code: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  /** The request's `x-request-id`: what a user quotes so their report can be found in the logs. */
  requestId: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBodySchema>;

/** A CSV download's 200 (the administrator's exports): RFC 4180 text, streamed. */
export const CsvDownloadResponseSchema = {
  description: 'CSV (RFC 4180), streamed as an attachment',
  // Unsafe<unknown>: the route sends a stream of this text, not one string.
  content: { 'text/csv': { schema: Type.Unsafe<unknown>({ type: 'string' }) } },
};

export const SuccessMessageSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.Optional(Type.String()),
});
export type SuccessMessage = Static<typeof SuccessMessageSchema>;

/**
 * The body of a write that reads none (an invite, marking notifications read): nothing, or an
 * empty-looking JSON object a client adds out of habit. Declared so that every write states
 * its body (the gateway's route-schema test requires one).
 */
export const NoBodySchema = Type.Union([Type.Null(), Type.Object({})], {
  description: 'No body is read: send none.',
});

/** `{ success: true, data }` envelope. */
export const DataEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), data });

/** `{ success: true, data }` and nothing else: an answer that never carries a message. */
export const DataOnlyEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), data });

/** `{ success: true, message, data }`: an action's answer, its message always said. */
export const MessageEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), message: Type.String(), data });

export const PaginationSchema = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
  pages: Type.Integer({ minimum: 0 }),
});
export type Pagination = Static<typeof PaginationSchema>;

export const PagedEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({
    success: Type.Literal(true),
    data: Type.Array(item),
    pagination: PaginationSchema,
  });

/** page/limit query shared by the administrator lists; `maxLimit` caps the page size. */
export const pageQueryFields = (maxLimit: number) => ({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxLimit })),
});

/** A trimmed free-text search term. */
export const SearchSchema = Type.String({ maxLength: 100 });

/** Messages a schema carries for its own failures, keyed by JSON Schema keyword. */
export type ErrorMessages = Partial<
  Record<
    | 'required'
    | 'type'
    | 'minLength'
    | 'maxLength'
    | 'pattern'
    | 'format'
    | 'minimum'
    | 'maximum'
    | 'exclusiveMinimum'
    | 'minItems'
    | 'maxItems'
    | 'uniqueItems'
    | 'enum'
    | 'const',
    string
  >
>;

/**
 * Attaches spec messages to a schema; servers read them when validation fails
 * (the `errorMessages` keyword), so each message is written once, here in contracts.
 */
export function withMessages<T extends TSchema>(schema: T, errorMessages: ErrorMessages): T {
  return { ...schema, errorMessages };
}

/** One message whichever of these keywords fails: the field is simply "invalid" to its reader. */
export function sameMessage(message: string, ...keywords: (keyof ErrorMessages)[]): ErrorMessages {
  return Object.fromEntries(keywords.map((keyword) => [keyword, message]));
}

/** A string limited to the given values, as a single `enum` (one clear error, not one per branch). */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: Record<string, unknown> = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** A JSON Schema pattern matching the words in any letter case (patterns carry no flags). */
export function caseInsensitivePattern(words: readonly string[]): string {
  const anyCase = (word: string) =>
    [...word]
      .map((char) =>
        char.toLowerCase() === char.toUpperCase()
          ? char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          : `[${char.toLowerCase()}${char.toUpperCase()}]`,
      )
      .join('');
  return `^(?:${words.map(anyCase).join('|')})$`;
}
