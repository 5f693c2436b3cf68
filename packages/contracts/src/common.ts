import { Type, type Static, type TSchema } from 'typebox';
import { API_ERROR_CODES, type ApiErrorCode } from './error-codes';

/**
 * Every error the API returns: a message a person can read and, for the errors screens explain
 * in their own words, a machine `code` (see API_ERROR_CODES).
 */
export const ErrorResponse = Type.Object({
  message: Type.String(),
  statusCode: Type.Optional(Type.Integer()),
  code: Type.Optional(Type.Unsafe<ApiErrorCode>(Type.String({ enum: [...API_ERROR_CODES] }))),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

export const Language = Type.Union([Type.Literal('en'), Type.Literal('tr'), Type.Literal('ar')]);
export type Language = Static<typeof Language>;

/** The `lang` query parameter. Lenient: anything but tr or ar answers in English. */
export const LangParam = Type.Optional(Type.String({ maxLength: 10 }));

/** A query of nothing but `lang`, which every call may carry; the API answers in English without it. */
export const LangQuery = Type.Object({ lang: LangParam });
export type LangQuery = Static<typeof LangQuery>;

/**
 * The `updatedAt` of the item an admin editor loaded, sent back with its update (optimistic
 * concurrency): when the item has changed since, the update is refused with 409 EDIT_CONFLICT and
 * nothing is written. Left out, the update applies as it is (other API clients).
 */
export const ExpectedUpdatedAt = Type.Optional(Type.String({ minLength: 1, maxLength: 40 }));

/** One page of a list: every paged answer of the API has these four fields. */
export interface Page<T> {
  results: T[];
  total: number;
  page: number;
  pages: number;
}

/** The schema of one page of `item`s (see Page). */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({ results: Type.Array(item), total: Type.Integer(), page: Type.Integer(), pages: Type.Integer() });
}
