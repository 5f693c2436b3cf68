/**
 * The ~60 airports the sandbox flies between. The list itself lives in `@trabzon/contracts/airports`
 * (pure data, no imports), the one source the flights screen reads too.
 */
export { AIRPORTS, AIRPORT_REGIONS, findAirport, type Airport, type AirportRegion } from '@trabzon/contracts/airports';
