/**
 * The parts of the provider's payloads the API reads (PROVIDER.md). Fields the provider may leave
 * out are optional; amounts are decimal strings, as the provider writes them.
 */

export interface ProviderHotel {
  hotelId: string;
  chainCode?: string;
  iataCode?: string;
  dupeId?: number | string;
  name: string;
  geoCode?: { latitude: number; longitude: number };
  address?: { countryCode?: string; cityName?: string; postalCode?: string; lines?: string[] };
  distance?: { value: number; unit: string };
  /** Not in the official schema (the sandbox adds it). */
  rating?: number | string;
  amenities?: string[];
  lastUpdate?: string;
}

export interface ProviderList<T> {
  data: T[];
  meta?: { count?: number; links?: { self?: string } };
  warnings?: { code: number | string; title: string; detail?: string; source?: { parameter?: string; pointer?: string } }[];
}

export interface HotelOfferPrice {
  currency: string;
  base?: string;
  total: string;
  taxes?: { code?: string; amount?: string; currency?: string; included?: boolean }[];
  variations?: {
    average?: { base?: string; total?: string };
    changes?: { startDate: string; endDate: string; base?: string; total?: string }[];
  };
}

export interface CancellationPolicy {
  type?: string;
  amount?: string;
  numberOfNights?: number;
  percentage?: string;
  deadline?: string;
  description?: { text?: string; lang?: string };
}

export interface HotelOffer {
  id: string;
  checkInDate: string;
  checkOutDate: string;
  rateCode?: string;
  boardType?: string;
  room?: { type?: string; typeEstimated?: { category?: string; beds?: number; bedType?: string }; description?: { text?: string; lang?: string } };
  guests?: { adults?: number };
  price: HotelOfferPrice;
  policies?: {
    paymentType?: string;
    /** The form every official example uses... */
    cancellation?: CancellationPolicy;
    /** ...and the schema's form: clients accept both. */
    cancellations?: CancellationPolicy[];
    checkInOut?: { checkIn?: string; checkOut?: string };
    [block: string]: unknown;
  };
  self?: string;
}

export interface HotelOffers {
  type: 'hotel-offers';
  hotel: { hotelId: string; chainCode?: string; dupeId?: string; name: string; cityCode?: string; latitude?: number; longitude?: number };
  available: boolean;
  offers?: HotelOffer[];
  self?: string;
}

export interface HotelSentiment {
  type: 'hotelSentiment';
  hotelId: string;
  overallRating: number;
  numberOfReviews: number;
  numberOfRatings: number;
  sentiments?: Record<string, number>;
}

export interface FlightSegment {
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

export interface FlightOffer {
  type: 'flight-offer';
  id: string;
  source?: string;
  oneWay?: boolean;
  lastTicketingDate?: string;
  numberOfBookableSeats?: number;
  itineraries: { duration?: string; segments: FlightSegment[] }[];
  price: { currency: string; total: string; base: string; grandTotal?: string; fees?: { amount: string; type: string }[]; billingCurrency?: string };
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

export interface FlightOffersAnswer extends ProviderList<FlightOffer> {
  dictionaries?: {
    carriers?: Record<string, string>;
    locations?: Record<string, { cityCode: string; countryCode: string }>;
    aircraft?: Record<string, string>;
    currencies?: Record<string, string>;
  };
}

export interface FlightOrder {
  type: 'flight-order';
  id: string;
  associatedRecords?: { reference: string; creationDate?: string; originSystemCode?: string; flightOfferId?: string }[];
  flightOffers: FlightOffer[];
  travelers: unknown[];
  [field: string]: unknown;
}

/** Hotel Booking v2 request (`data` without its `type`). */
export interface HotelOrderRequest {
  guests: { tid: number; title?: string; firstName: string; lastName: string; phone: string; email: string }[];
  travelAgent: { contact: { email: string } };
  roomAssociations: { guestReferences: { guestReference: string }[]; hotelOfferId: string }[];
  payment?: { method: 'CREDIT_CARD'; paymentCard: { paymentCardInfo: { vendorCode: string; cardNumber: string; expiryDate: string; holderName: string } } };
}

export interface HotelOrder {
  type: 'hotel-order';
  id: string;
  hotelBookings?: { id?: string; bookingStatus?: string; hotelProviderInformation?: { hotelProviderCode?: string; confirmationNumber?: string }[] }[];
  associatedRecords?: { reference: string; originSystemCode?: string }[];
  [field: string]: unknown;
}
