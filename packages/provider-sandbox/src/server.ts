import { sandboxOptionsFromEnv, sandboxPortFromEnv, startSandbox } from './index';

// `npm start -w @trabzon/provider-sandbox`: the sandbox alone, on PROVIDER_SANDBOX_PORT (default 4010).
const host = process.env.PROVIDER_SANDBOX_HOST || '127.0.0.1';
const sandbox = await startSandbox({
  ...sandboxOptionsFromEnv(),
  port: sandboxPortFromEnv(),
  host,
  logger: { level: process.env.LOG_LEVEL || 'info' },
});
sandbox.app.log.info(`provider sandbox at ${sandbox.baseUrl} (control: ${sandbox.baseUrl}/__control)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
