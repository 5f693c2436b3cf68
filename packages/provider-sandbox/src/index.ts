import type { FastifyInstance } from 'fastify';
import { buildSandbox, type SandboxOptions } from './app';

export { buildSandbox, type SandboxOptions, type ControlState } from './app';
export { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, type TokenResponse, type TokenErrorBody } from './auth';
export { sandboxOptionsFromEnv, sandboxPortFromEnv } from './config';
export { DEFAULT_FAULTS, GARBAGE_BODIES, GARBAGE_KINDS, type FaultSettings, type FailStatus, type GarbageKind } from './faults';
export { ProviderHttpError, providerErrors, type ProviderErrorItem } from './errors';
export { AIRPORTS, AIRPORT_REGIONS, findAirport, type Airport, type AirportRegion } from './airports';
export { CARRIERS, MAX_OFFERS, ONE_WAY_SHARE, TRAVEL_CLASSES, type FlightOfferJson, type TravelClass } from './flights/generate';
export { HOTEL_CITIES } from './hotels/data';

export interface RunningSandbox {
  app: FastifyInstance;
  /** http://host:port, without a trailing slash. */
  baseUrl: string;
  port: number;
  close(): Promise<void>;
}

/** Builds the sandbox and listens (port 0 = a free port); used by the API's server.ts and by tests. */
export async function startSandbox(options: SandboxOptions & { port?: number; host?: string } = {}): Promise<RunningSandbox> {
  const { port = 0, host = '127.0.0.1', ...sandboxOptions } = options;
  const app = buildSandbox(sandboxOptions);
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return { app, baseUrl: `http://${shownHost}:${actualPort}`, port: actualPort, close: () => app.close() };
}
