import { serverMessages, type ErrorMessages } from '@drops/contracts';

/**
 * Checks form values against a request schema of @drops/contracts and answers the schema's own
 * messages, so the client shows exactly what the server would, written once in the contract.
 * It covers the JSON Schema keywords the contracts' bodies use; the first failure of each field
 * is kept (blank-check `allOf` first, as the server reports it).
 */
export interface FieldSchema {
  /** Any other keyword (TypeBox's own markers, anyOf...) is ignored. */
  [keyword: string]: unknown;
  type?: string | string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: readonly unknown[];
  const?: unknown;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: FieldSchema;
  allOf?: readonly FieldSchema[];
  errorMessages?: ErrorMessages;
}

export interface ObjectSchema {
  properties: Record<string, FieldSchema>;
  required?: readonly string[];
}

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

// The email shape Ajv's `format: "email"` accepts (ajv-formats, "fast" mode).
const emailPattern =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

const formats: Record<string, (value: string) => boolean> = {
  email: (value) => emailPattern.test(value),
  uri: (value) => {
    try {
      return Boolean(new URL(value));
    } catch {
      return false;
    }
  },
  'date-time': (value) => !Number.isNaN(Date.parse(value)),
};

const patternCache = new Map<string, RegExp>();
function compiled(pattern: string): RegExp {
  let regexp = patternCache.get(pattern);
  if (!regexp) {
    regexp = new RegExp(pattern, 'u');
    patternCache.set(pattern, regexp);
  }
  return regexp;
}

function typeMatches(schema: FieldSchema, value: unknown): boolean {
  if (!schema.type) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.some((type) => {
    switch (type) {
      case 'string':
        return typeof value === 'string';
      case 'array':
        return Array.isArray(value);
      case 'boolean':
        return typeof value === 'boolean';
      case 'number':
        return typeof value === 'number' && Number.isFinite(value);
      case 'integer':
        return Number.isInteger(value);
      case 'null':
        return value === null;
      case 'object':
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      default:
        return true;
    }
  });
}

type Keyword = keyof ErrorMessages;

/** The keyword that fails first for this value, or null when the value passes. */
function failingKeyword(
  schema: FieldSchema,
  value: unknown,
): { keyword: Keyword; schema: FieldSchema } | null {
  for (const part of schema.allOf ?? []) {
    const failure = failingKeyword(part, value);
    if (failure) return failure;
  }
  if (!typeMatches(schema, value)) return { keyword: 'type', schema };
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && [...value].length < schema.minLength)
      return { keyword: 'minLength', schema };
    if (schema.maxLength !== undefined && [...value].length > schema.maxLength)
      return { keyword: 'maxLength', schema };
    if (schema.pattern !== undefined && !compiled(schema.pattern).test(value))
      return { keyword: 'pattern', schema };
    const format = schema.format ? formats[schema.format] : undefined;
    if (format && !format(value)) return { keyword: 'format', schema };
  }
  if (schema.enum && !schema.enum.includes(value)) return { keyword: 'enum', schema };
  if ('const' in schema && schema.const !== undefined && schema.const !== value)
    return { keyword: 'const', schema };
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      return { keyword: 'minItems', schema };
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      return { keyword: 'maxItems', schema };
    if (schema.uniqueItems && new Set(value).size !== value.length)
      return { keyword: 'uniqueItems', schema };
    if (schema.items) {
      for (const item of value) {
        const failure = failingKeyword(schema.items, item);
        if (failure) return failure;
      }
    }
  }
  return null;
}

/** Validates one field; undefined when it passes. */
export function validateField(
  schema: FieldSchema,
  value: unknown,
  required = true,
): string | undefined {
  if (value === undefined) {
    return required ? (schema.errorMessages?.required ?? serverMessages.invalidValue) : undefined;
  }
  const failure = failingKeyword(schema, value);
  if (!failure) return undefined;
  return (
    failure.schema.errorMessages?.[failure.keyword] ??
    schema.errorMessages?.[failure.keyword] ??
    serverMessages.invalidValue
  );
}

/**
 * Validates the listed fields of `values` (all of the schema's when `fields` is omitted) and
 * returns field → message for those that fail.
 */
export function validateWithSchema<Field extends string>(
  schema: ObjectSchema,
  values: Partial<Record<Field, unknown>>,
  fields: readonly Field[] = Object.keys(schema.properties) as Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const required = new Set(schema.required ?? []);
  for (const field of fields) {
    const fieldSchema = schema.properties[field];
    if (!fieldSchema) continue;
    const message = validateField(fieldSchema, values[field], required.has(field));
    if (message) errors[field] = message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}
