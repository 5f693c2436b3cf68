import { buildApp } from './app';
import { loadConfig } from './config';
import { resolveProvider } from './features/provider/sandbox';

// Without PROVIDER_BASE_URL, the provider sandbox runs in this process and the API uses it.
const provider = await resolveProvider(loadConfig());
const config = provider.config;
const app = await buildApp(config);
app.log.info(provider.description);
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
