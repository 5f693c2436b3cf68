import type { AppConfig } from '../../config';

export interface ResolvedProvider {
  config: AppConfig;
  /** Which provider the API talks to, for the start-up log. */
  description: string;
  /** Stops the in-process sandbox, if one was started. */
  close(): Promise<void>;
}

/**
 * For server.ts (not buildApp, so tests stay in control): with PROVIDER_BASE_URL set the API talks
 * to that provider; without it, the provider sandbox is started in this process on 127.0.0.1
 * (PROVIDER_SANDBOX_PORT, default a free port) and the API is pointed at it with the sandbox's
 * fixed client credentials. PROVIDER_SANDBOX_* variables set its faults.
 */
export async function resolveProvider(config: AppConfig, env: NodeJS.ProcessEnv = process.env): Promise<ResolvedProvider> {
  if (config.providerBaseUrl) {
    return { config, description: `travel-data provider: ${config.providerBaseUrl}`, close: async () => {} };
  }
  const sandbox = await import('@trabzon/provider-sandbox');
  const options = sandbox.sandboxOptionsFromEnv(env);
  const clientId = options.clientId ?? sandbox.SANDBOX_CLIENT_ID;
  const clientSecret = options.clientSecret ?? sandbox.SANDBOX_CLIENT_SECRET;
  const running = await sandbox.startSandbox({
    ...options,
    clientId,
    clientSecret,
    port: sandbox.sandboxPortFromEnv(env, 0),
    host: '127.0.0.1',
    logger: { level: 'warn' },
  });
  return {
    config: { ...config, providerBaseUrl: running.baseUrl, providerClientId: clientId, providerClientSecret: clientSecret },
    description: `travel-data provider: the offline sandbox at ${running.baseUrl} (fault control at ${running.baseUrl}/__control); set PROVIDER_BASE_URL, PROVIDER_CLIENT_ID and PROVIDER_CLIENT_SECRET to use the real service`,
    close: () => running.close(),
  };
}
