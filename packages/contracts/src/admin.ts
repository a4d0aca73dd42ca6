import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema } from './common';

export const AdminUserSchema = Type.Object({
  _id: IdSchema,
  username: Type.String(),
  email: Type.String(),
  permissions: Type.Object({ admin: Type.Boolean() }),
});
export type AdminUser = Static<typeof AdminUserSchema>;

export const CategorySchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type Category = Static<typeof CategorySchema>;
