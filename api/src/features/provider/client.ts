import type { ProviderRateLimiter } from './rate-limiter';
import { hasAnswerShape, parseJson, type AnswerShape } from './answer-shape';
import { ProviderError } from './errors';
import type { ProviderTokenManager } from './token-manager';
import type {
  FlightOffer,
  FlightOffersAnswer,
  FlightOrder,
  HotelOffers,
  HotelOrder,
  HotelOrderRequest,
  HotelSentiment,
  ProviderHotel,
  ProviderList,
} from './types';

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;

export interface ProviderClientOptions {
  /** null: not configured; every call throws ProviderError 'not-configured' (503). */
  baseUrl: string | null;
  tokens: ProviderTokenManager | null;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** The provider's request rate, shared with the proxy (none: unthrottled, for tests). */
  limiter?: ProviderRateLimiter;
}

/** A call that is one step of a longer exchange (a booking): it ends by `deadline` (ms since the epoch) at the latest. */
export interface CallBudget {
  deadline?: number;
}

export interface HotelOfferSearch {
  hotelIds: readonly string[];
  checkInDate?: string;
  checkOutDate?: string;
  adults?: number;
  roomQuantity?: number;
  currency?: string;
  bestRateOnly?: boolean;
  boardType?: string;
  includeClosed?: boolean;
  lang?: string;
}

export interface FlightOfferSearch {
  originLocationCode: string;
  destinationLocationCode: string;
  departureDate: string;
  returnDate?: string;
  adults: number;
  children?: number;
  infants?: number;
  travelClass?: 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST';
  includedAirlineCodes?: readonly string[];
  excludedAirlineCodes?: readonly string[];
  nonStop?: boolean;
  currencyCode?: string;
  maxPrice?: number;
  max?: number;
}

/** Array values are comma-joined, as the provider expects (`hotelIds=A,B`); empty values are left out. */
export function providerQuery(params: Record<string, QueryValue>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text).replace(/%2C/gi, ',')}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

const isTimeout = (error: unknown) => ['TimeoutError', 'AbortError'].includes((error as { name?: string }).name ?? '');

/**
 * Typed calls to the travel-data provider for the API's own features (e.g. pricing a
 * provider-hotel booking server-side). Shares the proxy's token manager: one token for all, a
 * retry with a fresh token on a 401, the same timeout. Failures throw ProviderError.
 */
export class ProviderClient {
  constructor(private readonly options: ProviderClientOptions) {}

  get configured(): boolean {
    return this.options.baseUrl !== null && this.options.tokens !== null;
  }

  /**
   * One call. `shape` is what a success must carry (`data` as a list or one object): a success
   * that is not JSON or lacks it throws ProviderError 'malformed' (502), never reaches the caller.
   */
  async request<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    init: { query?: Record<string, QueryValue>; body?: unknown; shape?: AnswerShape } & CallBudget = {},
  ): Promise<T> {
    const { baseUrl, tokens, timeoutMs } = this.options;
    if (baseUrl === null || tokens === null) throw ProviderError.of('not-configured');
    const deadline = Math.min(Date.now() + timeoutMs, init.deadline ?? Infinity);
    const url = `${baseUrl}${path}${init.query ? providerQuery(init.query) : ''}`;
    const doFetch = this.options.fetch ?? fetch;
    for (let attempt = 0; ; attempt++) {
      const token = await tokens.get(deadline);
      await this.options.limiter?.acquire(deadline);
      const left = deadline - Date.now();
      if (left <= 0) throw ProviderError.of('timeout');
      let response: Response;
      let text: string;
      try {
        response = await doFetch(url, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/vnd.amadeus+json, application/json',
            ...(init.body !== undefined ? { 'content-type': 'application/vnd.amadeus+json' } : {}),
          },
          ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
          signal: AbortSignal.timeout(left),
        });
        text = await response.text();
      } catch (error) {
        // Unreachable or reset: the provider is not usable right now.
        throw ProviderError.of(isTimeout(error) ? 'timeout' : 'unavailable', error);
      }
      const body = text ? parseJson(text) : null;
      if (body === undefined) {
        // Not JSON: garbage in a success, an unusable provider in an error (a proxy's HTML page...).
        throw ProviderError.of(
          response.ok ? 'malformed' : 'unavailable',
          new Error(`provider answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`),
        );
      }
      if (response.status === 401) {
        tokens.invalidate(token);
        if (attempt === 0) continue;
        throw ProviderError.of('rejected', new Error(`provider answered 401 twice: ${JSON.stringify(body)}`));
      }
      if (!response.ok) throw ProviderError.upstream(response.status, body);
      if (response.status !== 204 && !hasAnswerShape(body, init.shape ?? 'any')) {
        throw ProviderError.of(
          'malformed',
          new Error(`provider answered ${response.status} without the expected data: ${text.slice(0, 200)}`),
        );
      }
      return body as T;
    }
  }

  /** GET /v1/reference-data/locations/hotels/by-city */
  hotelsByCity(params: {
    cityCode: string;
    radius?: number;
    radiusUnit?: 'KM' | 'MILE';
    ratings?: readonly number[];
    hotelSource?: 'BEDBANK' | 'DIRECTCHAIN' | 'ALL';
  }) {
    return this.request<ProviderList<ProviderHotel>>('GET', '/v1/reference-data/locations/hotels/by-city', {
      query: { ...params },
      shape: 'list',
    });
  }

  /** GET /v1/reference-data/locations/hotels/by-hotels */
  hotelsByIds(hotelIds: readonly string[]) {
    return this.request<ProviderList<ProviderHotel>>('GET', '/v1/reference-data/locations/hotels/by-hotels', {
      query: { hotelIds },
      shape: 'list',
    });
  }

  /** GET /v3/shopping/hotel-offers */
  searchHotelOffers(params: HotelOfferSearch) {
    return this.request<ProviderList<HotelOffers>>('GET', '/v3/shopping/hotel-offers', { query: { ...params }, shape: 'list' });
  }

  /** GET /v3/shopping/hotel-offers/{offerId}: the re-validation step before booking. */
  async getHotelOffer(offerId: string, budget: CallBudget = {}): Promise<HotelOffers> {
    if (!/^[A-Z0-9]+$/i.test(offerId))
      throw ProviderError.upstream(400, { errors: [{ status: 400, code: 477, title: 'INVALID FORMAT', detail: 'offerId' }] });
    const answer = await this.request<{ data: HotelOffers }>('GET', `/v3/shopping/hotel-offers/${encodeURIComponent(offerId)}`, {
      shape: 'object',
      ...budget,
    });
    return answer.data;
  }

  /** GET /v2/e-reputation/hotel-sentiments (at most 3 ids). */
  hotelSentiments(hotelIds: readonly string[]) {
    return this.request<ProviderList<HotelSentiment>>('GET', '/v2/e-reputation/hotel-sentiments', { query: { hotelIds }, shape: 'list' });
  }

  /** GET /v2/shopping/flight-offers */
  searchFlightOffers(params: FlightOfferSearch) {
    return this.request<FlightOffersAnswer>('GET', '/v2/shopping/flight-offers', { query: { ...params }, shape: 'list' });
  }

  /** POST /v1/shopping/flight-offers/pricing */
  priceFlightOffers(flightOffers: readonly FlightOffer[], budget: CallBudget = {}) {
    return this.request<{ data: { type: 'flight-offers-pricing'; flightOffers: FlightOffer[] } }>(
      'POST',
      '/v1/shopping/flight-offers/pricing',
      {
        body: { data: { type: 'flight-offers-pricing', flightOffers } },
        shape: 'object',
        ...budget,
      },
    );
  }

  /** POST /v2/booking/hotel-orders (201): Hotel Booking v2. */
  async createHotelOrder(order: HotelOrderRequest, budget: CallBudget = {}): Promise<HotelOrder> {
    const answer = await this.request<{ data: HotelOrder }>('POST', '/v2/booking/hotel-orders', {
      body: { data: { type: 'hotel-order', ...order } },
      shape: 'object',
      ...budget,
    });
    return answer.data;
  }

  /** DELETE /v2/booking/hotel-orders/{id} (the sandbox's cancellation; 204). */
  async cancelHotelOrder(orderId: string): Promise<void> {
    await this.request<null>('DELETE', `/v2/booking/hotel-orders/${encodeURIComponent(orderId)}`);
  }

  /** DELETE /v1/booking/flight-orders/{id} (204). */
  async cancelFlightOrder(orderId: string): Promise<void> {
    await this.request<null>('DELETE', `/v1/booking/flight-orders/${encodeURIComponent(orderId)}`);
  }

  /** POST /v1/booking/flight-orders (201). */
  async createFlightOrder(
    order: {
      flightOffers: readonly FlightOffer[];
      travelers: readonly unknown[];
      remarks?: unknown;
      ticketingAgreement?: unknown;
      contacts?: readonly unknown[];
    },
    budget: CallBudget = {},
  ) {
    const answer = await this.request<{ data: FlightOrder }>('POST', '/v1/booking/flight-orders', {
      body: { data: { type: 'flight-order', ...order } },
      shape: 'object',
      ...budget,
    });
    return answer.data;
  }
}
