/** The provider's error format: `{"errors":[{status, code, title, detail, source}]}` (the token endpoint's flat format is in auth.ts). */

export interface ProviderErrorItem {
  status: number;
  code: number;
  title: string;
  detail?: string;
  source?: { parameter?: string; pointer?: string; example?: string };
}

export interface ProviderWarning {
  code: number;
  title: string;
  detail?: string;
  source?: { parameter?: string; pointer?: string };
}

/** Thrown by handlers; the sandbox's error handler answers it in the provider's format. */
export class ProviderHttpError extends Error {
  readonly errors: ProviderErrorItem[];

  constructor(
    readonly status: number,
    errors: Omit<ProviderErrorItem, 'status'>[],
  ) {
    super(errors[0]?.detail ?? errors[0]?.title ?? `provider error ${status}`);
    this.name = 'ProviderHttpError';
    this.errors = errors.map((error) => ({ status, ...error }));
  }

  get body(): { errors: ProviderErrorItem[] } {
    return { errors: this.errors };
  }
}

const one = (status: number, code: number, title: string, detail?: string, source?: ProviderErrorItem['source']) =>
  new ProviderHttpError(status, [{ code, title, ...(detail ? { detail } : {}), ...(source ? { source } : {}) }]);

/** The errors the sandbox answers with; codes and titles as PROVIDER.md lists them. */
export const providerErrors = {
  invalidFormat: (parameter: string, detail = 'invalid query parameter format', example?: string) =>
    one(400, 477, 'INVALID FORMAT', detail, { parameter, ...(example ? { example } : {}) }),
  mandatoryMissing: (parameter: string) => one(400, 32171, 'MANDATORY DATA MISSING', `${parameter} is mandatory`, { parameter }),
  invalidData: (detail: string, pointer?: string) => one(400, 4926, 'INVALID DATA RECEIVED', detail, pointer ? { pointer } : undefined),
  invalidDate: (parameter: string, detail: string) => one(400, 425, 'INVALID DATE', detail, { parameter }),
  parameterCombination: (detail: string, parameter?: string) =>
    one(400, 2668, 'PARAMETER COMBINATION INVALID/RESTRICTED', detail, parameter ? { parameter } : undefined),
  nothingFoundForCity: () =>
    one(400, 895, 'NOTHING FOUND FOR REQUESTED CITY', 'Nothing found for requested city', { parameter: 'cityCode' }),
  invalidCityCode: () => one(400, 1157, 'INVALID CITY CODE', 'The city code is not valid', { parameter: 'cityCode' }),
  datesIncorrect: (detail: string) => one(400, 145, 'DURATION PERIOD OR DATES INCORRECT', detail, { parameter: 'checkOutDate' }),
  invalidCheckIn: (detail: string) => one(400, 381, 'INVALID CHECK-IN DATE', detail, { parameter: 'checkInDate' }),
  invalidCheckOut: (detail: string) => one(400, 382, 'INVALID CHECK-OUT DATE', detail, { parameter: 'checkOutDate' }),
  invalidHotelCode: (pointer: string) =>
    one(400, 392, 'INVALID HOTEL CODE', 'Hotel code not found in system', { parameter: 'hotelIds', pointer }),
  invalidAdults: () => one(400, 397, 'INVALID NUMBER OF ADULTS', 'adults must be between 1 and 9', { parameter: 'adults' }),
  invalidCurrency: (parameter = 'currency') => one(400, 61, 'INVALID CURRENCY CODE', 'Currency code is not supported', { parameter }),
  segmentSellFailure: (detail: string) => one(400, 34651, 'SEGMENT SELL FAILURE', detail),
  priceDiscrepancy: (detail: string) => one(400, 37200, 'PRICE DISCREPANCY', detail),
  notFound: (detail = "The targeted resource doesn't exist") => one(404, 38196, 'Resource not found', detail),
  internal: (detail = 'An internal error occurred, please contact your administrator') => one(500, 38189, 'Internal error', detail),
  tooManyRequests: () => one(429, 38194, 'Too many requests', 'The network rate limit is exceeded, please try again later'),
  injected: (status: 429 | 500 | 503) =>
    status === 429
      ? one(429, 38194, 'Too many requests', 'The network rate limit is exceeded, please try again later (fault injection)')
      : status === 503
        ? one(503, 38189, 'SERVICE UNAVAILABLE', 'Temporary failure (fault injection)')
        : one(500, 38189, 'Internal error', 'An internal error occurred, please contact your administrator (fault injection)'),
  unavailable: () => one(503, 38189, 'SERVICE UNAVAILABLE', 'The travel-data provider sandbox is switched down (fault injection)'),
  missingAuthorization: () => one(401, 38191, 'Invalid HTTP header', 'Missing or invalid format for mandatory Authorization header'),
  invalidToken: () => one(401, 38190, 'Invalid access token', 'The access token provided in the Authorization header is invalid'),
  expiredToken: () => one(401, 38192, 'Access token expired', 'The access token provided in the Authorization header has expired'),
} as const;
