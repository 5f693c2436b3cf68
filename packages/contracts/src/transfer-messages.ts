/**
 * The API's refusals of a car rental, transfer or taxi, in its own English words. Browser-safe
 * (`@trabzon/contracts/transfer-messages`): the screens recognise them through booking-refusals
 * and show them in the page's language.
 */
export const TRANSFER_MESSAGES = {
  pickupRequired: 'Please select a pickup location',
  dropoffRequired: 'Please select a drop-off location',
  customNeedsPoint: 'A custom location needs a latitude and a longitude',
  outsideArea: 'This point is outside our service area (the eastern Black Sea region around Trabzon and Rize)',
  sameLocation: 'Pickup and drop-off must be different places',
  pickupDateRequired: 'Please select a pickup date',
  pickupInPast: 'The pickup date cannot be in the past',
  tooFarAhead: 'Bookings open at most 365 days ahead',
  dropoffDateRequired: 'Please select a drop-off date',
  dropoffBeforePickup: 'The drop-off date cannot be before the pickup date',
  tooLong: 'A rental can last at most 30 days',
  passengers: 'Please choose between 1 and 16 passengers',
  taxiPassengers: 'A taxi carries 1 to 4 passengers',
  timeRequired: 'Please select a pickup time',
  /** A time no screen sends (25:99, 9:5): not a time of day on a 24-hour clock. */
  badTime: 'Please enter a valid time (HH:MM)',
  timeInPast: 'The pickup time has already passed',
  /** `minutes`: PICKUP_NOTICE_MINUTES of the service. */
  tooSoon: 'Please choose a pickup time at least {{minutes}} minutes from now',
  carType: 'Please select a car type',
  vehicleRequired: 'Please select a vehicle',
  vehicleNotFound: 'This vehicle is not offered',
  wrongService: 'This vehicle is not offered for this service',
  tooManyPassengers: 'This vehicle cannot carry that many passengers',
  soldOut: 'No car of this type is left for these dates. Please choose another type or other dates.',
  serviceType: 'Please choose car rental or transfer',
} as const;
