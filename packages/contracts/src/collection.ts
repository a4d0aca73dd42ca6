import { Type, type Static } from '@sinclair/typebox';
import { DataEnvelope, DateTimeSchema, IdSchema, withMessages } from './common';
import { validationMessages, serverMessages } from './messages';

export const CollectionSchema = Type.Object({
  _id: IdSchema,
  collectionName: Type.String(),
  sellerId: IdSchema,
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type Collection = Static<typeof CollectionSchema>;

/**
 * The name as typed; the server trims it and checks 1-100 characters after trimming, so this
 * schema only bounds the raw text.
 */
export const CollectionNameSchema = withMessages(Type.String({ minLength: 1, maxLength: 1000 }), {
  required: validationMessages.collectionNameRequired,
  minLength: validationMessages.collectionNameRequired,
  type: validationMessages.collectionNameRequired,
  maxLength: serverMessages.collectionNameTooLong,
});

/** POST and PUT /collections. `sellerId` is accepted; the token decides whose collection it is. */
export const CollectionBodySchema = Type.Object(
  { collectionName: CollectionNameSchema, sellerId: Type.Optional(IdSchema) },
  { additionalProperties: false },
);
export type CollectionBody = Static<typeof CollectionBodySchema>;

export const CollectionQuerySchema = Type.Object({ sellerId: Type.Optional(IdSchema) });
export type CollectionQuery = Static<typeof CollectionQuerySchema>;

export const CollectionResponseSchema = DataEnvelope(CollectionSchema);
export type CollectionResponse = Static<typeof CollectionResponseSchema>;
export const CollectionListResponseSchema = DataEnvelope(Type.Array(CollectionSchema));
export type CollectionListResponse = Static<typeof CollectionListResponseSchema>;
