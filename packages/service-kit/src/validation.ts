import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { serverMessages, type ErrorMessages } from '@drops/contracts';
import type { FieldErrors } from './errors';

function createAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
  });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'errorMessages', schemaType: 'object' });
  return ajv;
}

/**
 * Bodies are validated strictly (no type coercion, unknown fields refused); query strings and
 * params arrive as text, so they are coerced, and unknown query parameters are dropped.
 */
export function registerValidation(app: FastifyInstance): void {
  const strict = createAjv(false);
  const coercing = createAjv(true);
  const lenientQuery = new Ajv({
    allErrors: true,
    verbose: true,
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: 'all',
    strict: false,
  });
  addFormats(lenientQuery);
  lenientQuery.addKeyword({ keyword: 'errorMessages', schemaType: 'object' });

  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body') return strict.compile(schema);
    if (httpPart === 'querystring') return lenientQuery.compile(schema);
    return coercing.compile(schema);
  });
}

type SchemaWithMessages = {
  errorMessages?: ErrorMessages;
  properties?: Record<string, SchemaWithMessages>;
};

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const child =
    error.keyword === 'required'
      ? String(error.params.missingProperty)
      : error.keyword === 'additionalProperties'
        ? String(error.params.additionalProperty)
        : '';
  return [path, child].filter(Boolean).join('.') || '_body';
}

function messageOf(error: ErrorObject, field: string): string {
  const parent = error.parentSchema as SchemaWithMessages | undefined;
  if (error.keyword === 'required') {
    const property = parent?.properties?.[String(error.params.missingProperty)];
    return property?.errorMessages?.required ?? `${field} is required`;
  }
  if (error.keyword === 'additionalProperties') return serverMessages.unknownField;
  const custom = parent?.errorMessages?.[error.keyword as keyof ErrorMessages];
  if (custom) return custom;
  if (field === '_body') return serverMessages.invalidRequestBody;
  return `${field} ${error.message ?? 'is invalid'}`;
}

/** Ajv errors as `{ field: message }`, the first error of each field kept. */
export function fieldErrorsOf(errors: ErrorObject[]): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'if') continue;
    const field = fieldOf(error);
    result[field] ??= messageOf(error, field);
  }
  if (Object.keys(result).length === 0 && errors.length > 0)
    result._body = serverMessages.invalidRequestBody;
  return result;
}

export type RouteSchema = FastifySchema;
