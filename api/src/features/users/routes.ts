import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UpdateProfileRequest, UpdateProfileResponse } from '@trabzon/contracts';
import { errorResponses } from '../../lib/schemas';
import { normalizeBodyEmail } from './email';
import { createUsersService } from './service';
import { languageOf } from '../../lib/lang';

/** /api/users/*: the signed-in user's own profile. */
export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createUsersService({ db: app.db, repos: app.repos, issueToken: app.issueToken });

  app.put(
    '/users/profile',
    {
      preValidation: normalizeBodyEmail,
      onRequest: app.authenticate, // before the body is even parsed
      schema: {
        body: UpdateProfileRequest,
        response: { 200: UpdateProfileResponse, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => service.updateProfile(request.user, request.body, languageOf(request)),
  );
};
