/**
 * The ~60 airports of the flights screen, grouped by region. Pure data with no imports, so the
 * browser can use it too: `import { AIRPORT_REGIONS } from '@trabzon/contracts/airports'` (no TypeBox).
 * The provider sandbox generates flights among exactly these airports (it re-exports this list).
 */

export type AirportRegion = 'turkey' | 'europe' | 'middle-east';

export interface Airport {
  /** IATA code, e.g. TZX. */
  code: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  region: AirportRegion;
  latitude: number;
  longitude: number;
  /** IANA time zone: the provider writes departure and arrival times in the airport's local time. */
  timeZone: string;
}

/** Each country of the list lies in one time zone. */
const TIME_ZONES: Record<string, string> = {
  TR: 'Europe/Istanbul',
  GB: 'Europe/London',
  FR: 'Europe/Paris',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  GR: 'Europe/Athens',
  DK: 'Europe/Copenhagen',
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  PL: 'Europe/Warsaw',
  AE: 'Asia/Dubai',
  QA: 'Asia/Qatar',
  KW: 'Asia/Kuwait',
  BH: 'Asia/Bahrain',
  OM: 'Asia/Muscat',
  SA: 'Asia/Riyadh',
  JO: 'Asia/Amman',
  LB: 'Asia/Beirut',
  EG: 'Africa/Cairo',
};

type Row = [code: string, name: string, city: string, countryCode: string, latitude: number, longitude: number];

const TURKEY: Row[] = [
  ['TZX', 'Trabzon Airport', 'Trabzon', 'TR', 40.9951, 39.7897],
  ['IST', 'Istanbul Airport', 'Istanbul', 'TR', 41.2753, 28.7519],
  ['SAW', 'Sabiha Gökçen International Airport', 'Istanbul', 'TR', 40.8986, 29.3092],
  ['ESB', 'Ankara Esenboğa Airport', 'Ankara', 'TR', 40.1281, 32.9951],
  ['ADB', 'İzmir Adnan Menderes Airport', 'İzmir', 'TR', 38.2924, 27.157],
  ['AYT', 'Antalya Airport', 'Antalya', 'TR', 36.8987, 30.8005],
  ['DLM', 'Dalaman Airport', 'Dalaman', 'TR', 36.7131, 28.7925],
  ['BJV', 'Milas-Bodrum Airport', 'Bodrum', 'TR', 37.2506, 27.6643],
  ['COV', 'Çukurova International Airport', 'Adana / Mersin', 'TR', 36.9, 35.05],
  ['GZT', 'Gaziantep Airport', 'Gaziantep', 'TR', 36.9472, 37.4787],
  ['DIY', 'Diyarbakır Airport', 'Diyarbakır', 'TR', 37.8939, 40.201],
  ['ERZ', 'Erzurum Airport', 'Erzurum', 'TR', 39.9565, 41.1702],
  ['VAN', 'Van Ferit Melen Airport', 'Van', 'TR', 38.4682, 43.3323],
  ['KYA', 'Konya Airport', 'Konya', 'TR', 37.979, 32.5619],
  ['ASR', 'Kayseri Erkilet Airport', 'Kayseri', 'TR', 38.7704, 35.4954],
  ['SZF', 'Samsun Çarşamba Airport', 'Samsun', 'TR', 41.2545, 36.5671],
  ['OGU', 'Ordu-Giresun Airport', 'Ordu', 'TR', 40.9661, 38.08],
  ['RZV', 'Rize-Artvin Airport', 'Rize', 'TR', 41.1758, 40.8517],
  ['MLX', 'Malatya Airport', 'Malatya', 'TR', 38.4353, 38.091],
  ['HTY', 'Hatay Airport', 'Hatay', 'TR', 36.3628, 36.2822],
];

const EUROPE: Row[] = [
  ['LHR', 'London Heathrow Airport', 'London', 'GB', 51.47, -0.4543],
  ['LGW', 'London Gatwick Airport', 'London', 'GB', 51.1537, -0.1821],
  ['MAN', 'Manchester Airport', 'Manchester', 'GB', 53.3537, -2.275],
  ['CDG', 'Paris Charles de Gaulle Airport', 'Paris', 'FR', 49.0097, 2.5479],
  ['ORY', 'Paris Orly Airport', 'Paris', 'FR', 48.7262, 2.3652],
  ['AMS', 'Amsterdam Schiphol Airport', 'Amsterdam', 'NL', 52.3105, 4.7683],
  ['BRU', 'Brussels Airport', 'Brussels', 'BE', 50.901, 4.4856],
  ['FRA', 'Frankfurt Airport', 'Frankfurt', 'DE', 50.0379, 8.5622],
  ['MUC', 'Munich Airport', 'Munich', 'DE', 48.3537, 11.775],
  ['BER', 'Berlin Brandenburg Airport', 'Berlin', 'DE', 52.3667, 13.5033],
  ['DUS', 'Düsseldorf Airport', 'Düsseldorf', 'DE', 51.2895, 6.7668],
  ['CGN', 'Cologne Bonn Airport', 'Cologne', 'DE', 50.8659, 7.1427],
  ['STR', 'Stuttgart Airport', 'Stuttgart', 'DE', 48.6899, 9.222],
  ['HAM', 'Hamburg Airport', 'Hamburg', 'DE', 53.6304, 9.9882],
  ['VIE', 'Vienna International Airport', 'Vienna', 'AT', 48.1103, 16.5697],
  ['ZRH', 'Zurich Airport', 'Zurich', 'CH', 47.4582, 8.5555],
  ['GVA', 'Geneva Airport', 'Geneva', 'CH', 46.2381, 6.109],
  ['FCO', 'Rome Fiumicino Airport', 'Rome', 'IT', 41.8003, 12.2389],
  ['MXP', 'Milan Malpensa Airport', 'Milan', 'IT', 45.6301, 8.7231],
  ['MAD', 'Adolfo Suárez Madrid-Barajas Airport', 'Madrid', 'ES', 40.4983, -3.5676],
  ['BCN', 'Barcelona El Prat Airport', 'Barcelona', 'ES', 41.2974, 2.0833],
  ['ATH', 'Athens International Airport', 'Athens', 'GR', 37.9364, 23.9445],
  ['CPH', 'Copenhagen Airport', 'Copenhagen', 'DK', 55.618, 12.6508],
  ['ARN', 'Stockholm Arlanda Airport', 'Stockholm', 'SE', 59.6498, 17.9238],
  ['OSL', 'Oslo Gardermoen Airport', 'Oslo', 'NO', 60.1976, 11.1004],
  ['WAW', 'Warsaw Chopin Airport', 'Warsaw', 'PL', 52.1657, 20.9671],
];

const MIDDLE_EAST: Row[] = [
  ['DXB', 'Dubai International Airport', 'Dubai', 'AE', 25.2532, 55.3657],
  ['AUH', 'Abu Dhabi International Airport', 'Abu Dhabi', 'AE', 24.433, 54.6511],
  ['SHJ', 'Sharjah International Airport', 'Sharjah', 'AE', 25.3286, 55.5172],
  ['DOH', 'Hamad International Airport', 'Doha', 'QA', 25.2731, 51.6081],
  ['KWI', 'Kuwait International Airport', 'Kuwait City', 'KW', 29.2266, 47.9689],
  ['BAH', 'Bahrain International Airport', 'Manama', 'BH', 26.2708, 50.6336],
  ['MCT', 'Muscat International Airport', 'Muscat', 'OM', 23.5933, 58.2844],
  ['RUH', 'King Khalid International Airport', 'Riyadh', 'SA', 24.9576, 46.6988],
  ['JED', 'King Abdulaziz International Airport', 'Jeddah', 'SA', 21.6796, 39.1565],
  ['DMM', 'King Fahd International Airport', 'Dammam', 'SA', 26.4712, 49.7979],
  ['MED', 'Prince Mohammad bin Abdulaziz Airport', 'Medina', 'SA', 24.5534, 39.7051],
  ['AMM', 'Queen Alia International Airport', 'Amman', 'JO', 31.7226, 35.9932],
  ['BEY', 'Beirut-Rafic Hariri International Airport', 'Beirut', 'LB', 33.8209, 35.4884],
  ['CAI', 'Cairo International Airport', 'Cairo', 'EG', 30.1219, 31.4056],
];

const toAirports = (rows: Row[], region: AirportRegion): Airport[] =>
  rows.map(([code, name, city, countryCode, latitude, longitude]) => ({
    code,
    name,
    city,
    countryCode,
    region,
    latitude,
    longitude,
    timeZone: TIME_ZONES[countryCode] ?? 'UTC',
  }));

/** Every airport of the flights screen (60), Türkiye first, then Europe, then the Middle East. */
export const AIRPORTS: readonly Airport[] = [
  ...toAirports(TURKEY, 'turkey'),
  ...toAirports(EUROPE, 'europe'),
  ...toAirports(MIDDLE_EAST, 'middle-east'),
];

/** The same airports grouped for the screen's selects (label in English; translate by `id`). */
export const AIRPORT_REGIONS: readonly { id: AirportRegion; label: string; airports: readonly Airport[] }[] = [
  { id: 'turkey', label: 'Türkiye', airports: AIRPORTS.filter((a) => a.region === 'turkey') },
  { id: 'europe', label: 'Europe', airports: AIRPORTS.filter((a) => a.region === 'europe') },
  { id: 'middle-east', label: 'Middle East', airports: AIRPORTS.filter((a) => a.region === 'middle-east') },
];

const BY_CODE = new Map(AIRPORTS.map((a) => [a.code, a]));

export function findAirport(code: string): Airport | undefined {
  return BY_CODE.get(code.toUpperCase());
}
