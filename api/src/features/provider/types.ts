/**
 * The provider's payloads under the names the API's provider code uses. The shapes themselves are
 * written once, in `@trabzon/contracts` (provider.ts), shared with the browser's provider calls.
 */
export type {
  ProviderHotel,
  ProviderList,
  ProviderHotelOfferPrice as HotelOfferPrice,
  ProviderCancellation as CancellationPolicy,
  ProviderHotelOffer as HotelOffer,
  ProviderHotelOffers as HotelOffers,
  ProviderHotelSentiment as HotelSentiment,
  ProviderFlightSegment as FlightSegment,
  ProviderFlightOffer as FlightOffer,
  ProviderFlightOffersAnswer as FlightOffersAnswer,
  ProviderFlightOrder as FlightOrder,
  ProviderHotelOrderRequest as HotelOrderRequest,
  ProviderHotelOrder as HotelOrder,
} from '@trabzon/contracts';
