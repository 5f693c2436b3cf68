import { Type, type Static } from 'typebox';

export const AuthStatusResponse = Type.Object({
  status: Type.Literal('ok'),
  time: Type.String({ format: 'date-time' }),
  version: Type.String(),
});
export type AuthStatusResponse = Static<typeof AuthStatusResponse>;
