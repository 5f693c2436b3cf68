/** Fault injection: latency, a deterministic failure rate, a switched-down service, and the token lifetime. */

export const FAIL_STATUSES = [429, 500, 503] as const;
export type FailStatus = (typeof FAIL_STATUSES)[number];

/** What the data APIs answer instead of their real answers: nothing (`off`), JSON cut short, or JSON of a shape the provider never sends. */
export const GARBAGE_KINDS = ['off', 'malformed', 'shape'] as const;
export type GarbageKind = (typeof GARBAGE_KINDS)[number];

/** The body of a garbage answer (a 200 with the provider's JSON content type). */
export const GARBAGE_BODIES: Record<Exclude<GarbageKind, 'off'>, string> = {
  malformed: '{"data":[{"type":"hotel","hotelId":"TZ',
  shape: '{"data":[42,"garbage",null],"meta":"garbage"}',
};

export interface FaultSettings {
  /** Delay before every answer (token, data and media; not /__control), in milliseconds. */
  latencyMs: number;
  /**
   * Share of data requests (not the token endpoint, media or /__control) that fail, 0 to 1.
   * Deterministic: with 0.25 exactly every 4th data request since the rate was set fails.
   */
  failRate: number;
  /** What a failing request answers: 500 (38189 internal error, the default), 429 (38194) or 503. */
  failStatus: FailStatus;
  /** Every answer but /__control is a 503 in the provider's error format. */
  down: boolean;
  /** Lifetime of newly issued tokens (`expires_in`), in seconds. */
  tokenTtlSeconds: number;
  /**
   * Fares move by this many percent (-50 to 100) from now on: searches, pricing and orders all see
   * the new price, so an offer searched before the change fails pricing/ordering checks against it.
   */
  priceChangePercent: number;
  /**
   * Every data request (not the token endpoint, media or /__control) answers 200 with garbage:
   * `malformed` JSON cut short, or a `shape` the provider never sends; `off` answers normally.
   */
  garbage: GarbageKind;
}

export const DEFAULT_FAULTS: FaultSettings = {
  latencyMs: 0,
  failRate: 0,
  failStatus: 500,
  down: false,
  tokenTtlSeconds: 1799,
  priceChangePercent: 0,
  garbage: 'off',
};

/** Checks a partial settings object (from options, the environment or POST /__control); throws a readable Error. */
export function validateFaults(input: unknown): Partial<FaultSettings> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new Error('expected a JSON object');
  const out: Partial<FaultSettings> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    switch (key) {
      case 'latencyMs':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 600_000)
          throw new Error('latencyMs must be a whole number from 0 to 600000');
        out.latencyMs = value;
        break;
      case 'failRate':
        if (typeof value !== 'number' || !(value >= 0 && value <= 1)) throw new Error('failRate must be a number from 0 to 1');
        out.failRate = value;
        break;
      case 'failStatus':
        if (!FAIL_STATUSES.includes(value as FailStatus)) throw new Error(`failStatus must be one of ${FAIL_STATUSES.join(', ')}`);
        out.failStatus = value as FailStatus;
        break;
      case 'down':
        if (typeof value !== 'boolean') throw new Error('down must be true or false');
        out.down = value;
        break;
      case 'tokenTtlSeconds':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 86_400)
          throw new Error('tokenTtlSeconds must be a whole number from 1 to 86400');
        out.tokenTtlSeconds = value;
        break;
      case 'priceChangePercent':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < -50 || value > 100)
          throw new Error('priceChangePercent must be a whole number from -50 to 100');
        out.priceChangePercent = value;
        break;
      case 'garbage':
        if (!GARBAGE_KINDS.includes(value as GarbageKind)) throw new Error(`garbage must be one of ${GARBAGE_KINDS.join(', ')}`);
        out.garbage = value as GarbageKind;
        break;
      default:
        throw new Error(`unknown setting ${key}`);
    }
  }
  return out;
}

export class Faults {
  settings: FaultSettings;
  /** Data requests counted since the fail rate was last set, and how many of them failed in total. */
  private counted = 0;
  failures = 0;
  requests = 0;

  constructor(private readonly initial: FaultSettings) {
    this.settings = { ...initial };
  }

  update(partial: Partial<FaultSettings>): void {
    if (partial.failRate !== undefined) this.counted = 0;
    this.settings = { ...this.settings, ...partial };
  }

  reset(): void {
    this.settings = { ...this.initial };
    this.counted = 0;
    this.failures = 0;
    this.requests = 0;
  }

  /** Counts one data request; true when it is one of the requests that must fail. */
  nextFails(): boolean {
    this.requests += 1;
    const rate = this.settings.failRate;
    if (rate <= 0) return false;
    this.counted += 1;
    const fails = Math.floor(this.counted * rate + 1e-9) > Math.floor((this.counted - 1) * rate + 1e-9);
    if (fails) this.failures += 1;
    return fails;
  }
}
