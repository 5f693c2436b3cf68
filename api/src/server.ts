import { buildApp } from './app';
import { loadConfig } from './config';
import { resolveProvider } from './features/provider/sandbox';
import { createFirstAdmin } from './features/auth/first-admin';

// Without PROVIDER_BASE_URL, the provider sandbox runs in this process and the API uses it.
const provider = await resolveProvider(loadConfig());
const config = provider.config;
const app = await buildApp(config);
app.log.info(provider.description);
// First start of an empty database: one admin with a random password, shown here once.
const firstAdmin = await createFirstAdmin(app.repos.users, config.initialAdminEmail);
if (firstAdmin) {
  app.log.warn(
    `First start: created the admin ${firstAdmin.email} with the password ${firstAdmin.password} (shown only this once). Sign in and change it now: the site asks for a new one at first sign-in.`,
  );
}
app.addHook('onClose', () => provider.close());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
