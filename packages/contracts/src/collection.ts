import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema } from './common';

export const CollectionSchema = Type.Object({
  _id: IdSchema,
  collectionName: Type.String(),
  sellerId: IdSchema,
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type Collection = Static<typeof CollectionSchema>;
