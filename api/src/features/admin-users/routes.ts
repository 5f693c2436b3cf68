import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AdminUser, AdminUserCreate, AdminUserList, AdminUserListQuery, AdminUserUpdate } from '@trabzon/contracts';
import { errorResponses } from '../../lib/schemas';
import { checkPaging } from '../../lib/paging';
import { normalizeBodyEmail } from '../users/email';
import { createAdminUsersRepository } from './repository';
import { createAdminUsersService } from './service';

const UserIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** /api/admin/users: the back-office's accounts (admins only). */
export const adminUsersRoutes: FastifyPluginAsyncTypebox<{ passwordMinLength: () => number }> = async (app, options) => {
  const service = createAdminUsersService({
    db: app.db,
    users: app.repos.users,
    adminUsers: createAdminUsersRepository(app.db),
    passwordMinLength: options.passwordMinLength,
  });

  app.get(
    '/admin/users',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: AdminUserListQuery, response: { 200: AdminUserList, ...errorResponses(400, 401, 403) } },
    },
    async (request) => {
      checkPaging(request.query);
      return service.list(request.query);
    },
  );

  app.post(
    '/admin/users',
    {
      onRequest: app.requireAdmin,
      preValidation: normalizeBodyEmail,
      schema: { body: AdminUserCreate, response: { 201: AdminUser, ...errorResponses(400, 401, 403, 409) } },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.put(
    '/admin/users/:id',
    {
      onRequest: app.requireAdmin,
      preValidation: normalizeBodyEmail,
      schema: { params: UserIdParams, body: AdminUserUpdate, response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => service.update(request.user, request.params.id, request.body),
  );
};
