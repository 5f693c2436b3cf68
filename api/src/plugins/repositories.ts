import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createUsersRepository, type UsersRepository } from '../features/users/repository';
import { createPasswordResetsRepository, type PasswordResetsRepository } from '../features/auth/repository';
import { createOutboxRepository, type OutboxRepository } from '../features/mail/outbox';

export interface Repositories {
  users: UsersRepository;
  passwordResets: PasswordResetsRepository;
  outbox: OutboxRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every database access goes through these (prepared statements are built once, here). */
    repos: Repositories;
  }
}

/** Builds the repositories over `app.db`; register after the db plugin. */
export const repositoriesPlugin = fp(
  async function repositories(app: FastifyInstance) {
    app.decorate('repos', {
      users: createUsersRepository(app.db),
      passwordResets: createPasswordResetsRepository(app.db),
      outbox: createOutboxRepository(app.db),
    });
  },
  { name: 'repositories' },
);
