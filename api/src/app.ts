import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import compress from '@fastify/compress';
import zlib from 'node:zlib';
import type { AppConfig } from './config';
import { errorsPlugin } from './plugins/errors';
import { dbPlugin } from './plugins/db';
import { repositoriesPlugin } from './plugins/repositories';
import { authPlugin } from './plugins/auth';
import { staticPlugin } from './static/plugin';
import { authStatusRoutes } from './routes/auth-status';
import { authRoutes } from './features/auth/routes';
import { usersRoutes } from './features/users/routes';

/** Builds the whole application without listening: the server starts it, tests inject into it. */
export async function buildApp(config: AppConfig, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false } },
    trustProxy: config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorsPlugin);
  // Brotli at quality 4 compresses nearly as well as 11 at a fraction of the CPU per request.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(dbPlugin, { databasePath: config.databasePath });
  await app.register(repositoriesPlugin);
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, jwtExpiresIn: config.jwtExpiresIn });
  if (config.enableTestUsers) {
    app.log.warn('POST /api/auth/create-test-user is enabled (test accounts with published passwords); set ENABLE_TEST_USERS=false in production');
  }
  await app.register(
    async (api) => {
      await api.register(authStatusRoutes, { version: config.version });
      await api.register(authRoutes, { config });
      await api.register(usersRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(staticPlugin, { staticRoot: config.staticRoot, registryPath: config.registryPath });
  return app;
}
