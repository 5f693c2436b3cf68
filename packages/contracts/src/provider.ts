/**
 * The travel-data provider's payloads (PROVIDER.md), written once: the API's provider client and
 * proxy, the browser's provider calls (api-client) and the screens read these. Only what the site
 * reads; fields the provider may leave out are optional; amounts are decimal strings, as the
 * provider writes them. `rating`, `amenities` and `address.cityName` are not in the official
 * schema, so they are optional and may be missing or written as strings.
 */

export interface ProviderWarning {
  code: number | string;
  title: string;
  detail?: string;
  source?: { parameter?: string; pointer?: string };
}

/** A list answer: `data`, with `meta` and `warnings` when the provider sends them. */
export interface ProviderList<T> {
  data: T[];
  meta?: { count?: number; links?: { self?: string } };
  warnings?: ProviderWarning[];
}

export interface ProviderHotel {
  hotelId: string;
  name: string;
  chainCode?: string;
  iataCode?: string;
  dupeId?: number | string;
  /** Not in the official schema (the sandbox adds it). */
  rating?: number | string;
  amenities?: string[];
  geoCode?: { latitude: number; longitude: number };
  address?: { countryCode?: string; cityName?: string; postalCode?: string; lines?: string[] };
  distance?: { value: number; unit: string };
  lastUpdate?: string;
}

export interface ProviderText {
  text?: string;
  lang?: string;
}

export interface ProviderCancellation {
  type?: string;
  amount?: string;
  numberOfNights?: number;
  percentage?: string;
  deadline?: string;
  description?: ProviderText;
}

export interface ProviderHotelOfferPrice {
  currency: string;
  base?: string;
  total: string;
  taxes?: { code?: string; amount?: string; currency?: string; included?: boolean }[];
  variations?: {
    average?: { base?: string; total?: string };
    changes?: { startDate: string; endDate: string; base?: string; total?: string }[];
  };
}

export interface ProviderHotelOffer {
  id: string;
  checkInDate: string;
  checkOutDate: string;
  rateCode?: string;
  boardType?: string;
  room?: { type?: string; typeEstimated?: { category?: string; beds?: number; bedType?: string }; description?: ProviderText };
  guests?: { adults?: number };
  price: ProviderHotelOfferPrice;
  policies?: {
    paymentType?: string;
    /** The form every official example uses... */
    cancellation?: ProviderCancellation;
    /** ...and the schema's form: clients accept both. */
    cancellations?: ProviderCancellation[];
    refundable?: { cancellationRefund?: string };
    checkInOut?: { checkIn?: string; checkOut?: string };
    [block: string]: unknown;
  };
  self?: string;
}

/**
 * What an offer's policies say of free cancellation, read the same way by the offers list and by
 * the API that books it: non-refundable (the `refundable` block says so, or the policy's text does,
 * or its deadline has passed), free until the provider's deadline, or not stated (`deadline` null:
 * the site's own rule applies). `item` is the policy in either of the provider's two forms.
 */
export function providerCancellationTerms(
  policies: ProviderHotelOffer['policies'],
  now: Date = new Date(),
): { refundable: boolean; deadline: string | null; item: ProviderCancellation | undefined } {
  const item = policies?.cancellation ?? policies?.cancellations?.[0];
  const text = item?.description?.text ?? '';
  const deadline = item?.deadline && !Number.isNaN(Date.parse(item.deadline)) ? item.deadline : null;
  const refundable =
    policies?.refundable?.cancellationRefund !== 'NON_REFUNDABLE' &&
    !/non[- ]?refundable/i.test(text) &&
    (deadline === null || Date.parse(deadline) > now.getTime());
  return { refundable, deadline: refundable ? deadline : null, item };
}

export interface ProviderHotelOffers {
  type?: 'hotel-offers' | string;
  hotel: { hotelId: string; name?: string; chainCode?: string; dupeId?: string; cityCode?: string; latitude?: number; longitude?: number };
  available?: boolean;
  offers?: ProviderHotelOffer[];
  self?: string;
}

export interface ProviderMediaItem {
  uri: string;
  category?: string;
  width?: number;
  height?: number;
  description?: ProviderText;
}

export interface ProviderHotelSentiment {
  type?: 'hotelSentiment' | string;
  hotelId: string;
  overallRating?: number;
  numberOfReviews?: number;
  numberOfRatings?: number;
  sentiments?: Record<string, number> & { images?: unknown };
  /** Not in the official schema; read when a provider adds it. */
  media?: ProviderMediaItem[];
}

export interface ProviderHotelMedia {
  hotelId: string;
  media?: ProviderMediaItem[];
}

export interface ProviderFlightSegment {
  departure: { iataCode: string; terminal?: string; at: string };
  arrival: { iataCode: string; terminal?: string; at: string };
  carrierCode: string;
  number: string;
  aircraft?: { code: string };
  operating?: { carrierCode: string };
  duration?: string;
  id: string;
  numberOfStops?: number;
}

export interface ProviderFlightOffer {
  type: 'flight-offer';
  id: string;
  source?: string;
  oneWay?: boolean;
  lastTicketingDate?: string;
  numberOfBookableSeats?: number;
  itineraries: { duration?: string; segments: ProviderFlightSegment[] }[];
  price: {
    currency: string;
    total: string;
    base: string;
    grandTotal?: string;
    fees?: { amount: string; type: string }[];
    billingCurrency?: string;
  };
  validatingAirlineCodes?: string[];
  travelerPricings: {
    travelerId: string;
    fareOption?: string;
    travelerType: string;
    price: { currency: string; total: string; base: string; taxes?: { amount: string; code: string }[] };
    fareDetailsBySegment: {
      segmentId: string;
      cabin: string;
      fareBasis?: string;
      class?: string;
      includedCheckedBags?: { quantity?: number; weight?: number; weightUnit?: string };
    }[];
  }[];
  [field: string]: unknown;
}

export interface ProviderFlightOffersAnswer extends ProviderList<ProviderFlightOffer> {
  dictionaries?: {
    carriers?: Record<string, string>;
    locations?: Record<string, { cityCode: string; countryCode: string }>;
    aircraft?: Record<string, string>;
    currencies?: Record<string, string>;
  };
}

export interface ProviderFlightOrder {
  type: 'flight-order';
  id: string;
  associatedRecords?: { reference: string; creationDate?: string; originSystemCode?: string; flightOfferId?: string }[];
  flightOffers: ProviderFlightOffer[];
  travelers: unknown[];
  [field: string]: unknown;
}

/** Hotel Booking v2 request (`data` without its `type`). */
export interface ProviderHotelOrderRequest {
  guests: { tid: number; title?: string; firstName: string; lastName: string; phone: string; email: string }[];
  travelAgent: { contact: { email: string } };
  roomAssociations: { guestReferences: { guestReference: string }[]; hotelOfferId: string }[];
  payment?: {
    method: 'CREDIT_CARD';
    paymentCard: { paymentCardInfo: { vendorCode: string; cardNumber: string; expiryDate: string; holderName: string } };
  };
}

export interface ProviderHotelOrder {
  type: 'hotel-order';
  id: string;
  hotelBookings?: {
    id?: string;
    bookingStatus?: string;
    hotelProviderInformation?: { hotelProviderCode?: string; confirmationNumber?: string }[];
  }[];
  associatedRecords?: { reference: string; originSystemCode?: string }[];
  [field: string]: unknown;
}
