import { createRng, hash32 } from '../random';
import { distanceKm, offsetPoint, providerUpper } from '../geo';

/**
 * The sandbox's hotels: about a hundred properties along the coast and in the valleys of Trabzon,
 * Rize and eastern Giresun, generated once per seed. Both city lists (TZX, RZE) search the same
 * pool by distance, so with the screen's 100 km radius most hotels appear in both lists (the
 * client must de-duplicate by hotelId), and a few lie beyond reach of one city or both.
 */

/** Draws one value and throws it away (keeps the generated data stable when a field is retired). */
function skipDraw<T extends { chance(p: number): boolean }>(rng: T): T {
  rng.chance(0.7);
  return rng;
}

export type RoomCategory = 'STANDARD_ROOM' | 'SUPERIOR_ROOM' | 'DELUXE_ROOM' | 'FAMILY_ROOM' | 'JUNIOR_SUITE' | 'SUITE';
export type BedType = 'DOUBLE' | 'TWIN' | 'KING' | 'QUEEN';

export interface RoomType {
  category: RoomCategory;
  /** The provider's 3-character room code. */
  code: string;
  beds: number;
  bedType: BedType;
  /** Adults one room sleeps. */
  capacity: number;
  description: string;
  /** Multiplier of the hotel's standard nightly rate. */
  factor: number;
  refundable: boolean;
}

export interface SandboxHotel {
  /** Position in the pool; part of the offer ids. */
  index: number;
  hotelId: string;
  chainCode: string;
  /** DIRECTCHAIN for the chain hotels, BEDBANK for independents (the list's hotelSource filter). */
  source: 'DIRECTCHAIN' | 'BEDBANK';
  /** The hotel's own city code (TZX, RZE or OGU). */
  iataCode: string;
  dupeId: number;
  /** As written in offers ("Novotel Trabzon"); the hotel list writes it in upper-case ASCII. */
  name: string;
  latitude: number;
  longitude: number;
  address: { lines: string[]; postalCode: string; cityName: string; countryCode: 'TR' };
  /** Stars 1–5; unrated guest houses have none (the field is left out, as the official schema allows). */
  rating: number | null;
  amenities: string[];
  lastUpdate: string;
  kind: 'city' | 'coast' | 'nature';
  /** Standard-room rate per night before seasons and weekends, in US dollars. */
  baseRateUsd: number;
  roomTypes: RoomType[];
  /** Some hotels never have rooms to sell (the client's "no offers" path). */
  hasOffers: boolean;
  boardType: 'ROOM_ONLY' | 'BREAKFAST' | 'HALF_BOARD';
  paymentType: string;
  media: { category: string; description: string }[];
  sentiment: {
    overallRating: number;
    numberOfReviews: number;
    numberOfRatings: number;
    sentiments: Record<string, number>;
  } | null;
}

/** The cities the hotel list can be searched by, with the centre distances are measured from. */
export const HOTEL_CITIES: Record<string, { latitude: number; longitude: number; name: string }> = {
  TZX: { latitude: 41.0027, longitude: 39.7168, name: 'Trabzon' },
  RZE: { latitude: 41.0201, longitude: 40.5234, name: 'Rize' },
};

interface Area {
  town: string;
  iataCode: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  spreadKm: number;
  count: number;
  kind: SandboxHotel['kind'];
  streets: string[];
}

const AREAS: Area[] = [
  {
    town: 'Trabzon',
    iataCode: 'TZX',
    postalCode: '61030',
    latitude: 41.0027,
    longitude: 39.7168,
    spreadKm: 3.5,
    count: 26,
    kind: 'city',
    streets: [
      'Uzun Sokak',
      'Kahramanmaraş Caddesi',
      'Gazipaşa Caddesi',
      'Atatürk Alanı',
      'Kunduracılar Caddesi',
      'Taksim Caddesi',
      'Devlet Sahil Yolu',
      'Cumhuriyet Caddesi',
      'Boztepe Yolu',
      'İskenderpaşa Mahallesi',
    ],
  },
  {
    town: 'Akçaabat',
    iataCode: 'TZX',
    postalCode: '61300',
    latitude: 41.0214,
    longitude: 39.5711,
    spreadKm: 3,
    count: 6,
    kind: 'coast',
    streets: ['Sahil Caddesi', 'Orta Mahalle', 'Darıca Mahallesi', 'Hekimoğlu Caddesi'],
  },
  {
    town: 'Yomra',
    iataCode: 'TZX',
    postalCode: '61250',
    latitude: 40.956,
    longitude: 39.856,
    spreadKm: 2.5,
    count: 4,
    kind: 'coast',
    streets: ['Sahil Yolu', 'Kaşüstü Mahallesi', 'Cumhuriyet Caddesi'],
  },
  {
    town: 'Arsin',
    iataCode: 'TZX',
    postalCode: '61900',
    latitude: 40.95,
    longitude: 39.927,
    spreadKm: 2,
    count: 2,
    kind: 'coast',
    streets: ['Sahil Caddesi', 'Yeşilyalı Mahallesi'],
  },
  {
    town: 'Araklı',
    iataCode: 'TZX',
    postalCode: '61700',
    latitude: 40.939,
    longitude: 40.058,
    spreadKm: 2,
    count: 3,
    kind: 'coast',
    streets: ['Sahil Yolu', 'Merkez Mahallesi'],
  },
  {
    town: 'Sürmene',
    iataCode: 'TZX',
    postalCode: '61600',
    latitude: 40.911,
    longitude: 40.117,
    spreadKm: 2,
    count: 3,
    kind: 'coast',
    streets: ['Sahil Caddesi', 'Camiler Mahallesi'],
  },
  {
    town: 'Of',
    iataCode: 'TZX',
    postalCode: '61830',
    latitude: 40.947,
    longitude: 40.267,
    spreadKm: 2,
    count: 3,
    kind: 'coast',
    streets: ['Sahil Yolu', 'Hayriye Mahallesi'],
  },
  {
    town: 'Maçka',
    iataCode: 'TZX',
    postalCode: '61750',
    latitude: 40.813,
    longitude: 39.611,
    spreadKm: 5,
    count: 4,
    kind: 'nature',
    streets: ['Sümela Yolu', 'Altındere Vadisi', 'Merkez Mahallesi'],
  },
  {
    town: 'Uzungöl',
    iataCode: 'TZX',
    postalCode: '61940',
    latitude: 40.619,
    longitude: 40.29,
    spreadKm: 2.5,
    count: 8,
    kind: 'nature',
    streets: ['Göl Kenarı', 'Uzungöl Yolu', 'Şerah Mevkii'],
  },
  {
    town: 'Görele',
    iataCode: 'OGU',
    postalCode: '28800',
    latitude: 41.031,
    longitude: 39.004,
    spreadKm: 2,
    count: 2,
    kind: 'coast',
    streets: ['Sahil Caddesi', 'Merkez Mahallesi'],
  },
  {
    town: 'Tirebolu',
    iataCode: 'OGU',
    postalCode: '28700',
    latitude: 41.006,
    longitude: 38.815,
    spreadKm: 2,
    count: 2,
    kind: 'coast',
    streets: ['Kale Caddesi', 'Sahil Yolu'],
  },
  {
    town: 'Giresun',
    iataCode: 'OGU',
    postalCode: '28100',
    latitude: 40.9128,
    longitude: 38.3895,
    spreadKm: 3,
    count: 5,
    kind: 'city',
    streets: ['Gazi Caddesi', 'Atatürk Bulvarı', 'Kale Mahallesi'],
  },
  {
    town: 'Rize',
    iataCode: 'RZE',
    postalCode: '53020',
    latitude: 41.0201,
    longitude: 40.5234,
    spreadKm: 3,
    count: 14,
    kind: 'city',
    streets: ['Cumhuriyet Caddesi', 'Atatürk Caddesi', 'Menderes Bulvarı', 'Tevfik İleri Caddesi', 'Çarşı Mahallesi', 'Sahil Yolu'],
  },
  {
    town: 'Çayeli',
    iataCode: 'RZE',
    postalCode: '53200',
    latitude: 41.088,
    longitude: 40.729,
    spreadKm: 2,
    count: 3,
    kind: 'coast',
    streets: ['Sahil Caddesi', 'Merkez Mahallesi'],
  },
  {
    town: 'Pazar',
    iataCode: 'RZE',
    postalCode: '53300',
    latitude: 41.179,
    longitude: 40.885,
    spreadKm: 2,
    count: 3,
    kind: 'coast',
    streets: ['Sahil Yolu', 'Merkez Mahallesi'],
  },
  {
    town: 'Ardeşen',
    iataCode: 'RZE',
    postalCode: '53400',
    latitude: 41.191,
    longitude: 40.987,
    spreadKm: 2,
    count: 3,
    kind: 'coast',
    streets: ['Sahil Caddesi', 'Fırtına Caddesi'],
  },
  {
    town: 'Çamlıhemşin',
    iataCode: 'RZE',
    postalCode: '53750',
    latitude: 41.048,
    longitude: 41.006,
    spreadKm: 3,
    count: 2,
    kind: 'nature',
    streets: ['Fırtına Vadisi', 'Zilkale Yolu'],
  },
  {
    town: 'Ayder',
    iataCode: 'RZE',
    postalCode: '53750',
    latitude: 40.953,
    longitude: 41.105,
    spreadKm: 2,
    count: 6,
    kind: 'nature',
    streets: ['Ayder Yaylası', 'Kaplıca Mevkii', 'Yukarı Ayder'],
  },
  {
    town: 'Hopa',
    iataCode: 'RZE',
    postalCode: '08600',
    latitude: 41.39,
    longitude: 41.42,
    spreadKm: 2,
    count: 3,
    kind: 'coast',
    streets: ['Sahil Caddesi', 'Orta Hopa Mahallesi'],
  },
];

/** Chain hotels in the two city centres, with the chain codes the provider uses. */
const BRANDS: Record<string, [chain: string, name: string, stars: number][]> = {
  Trabzon: [
    ['RT', 'Novotel Trabzon', 4],
    ['RD', 'Radisson Blu Hotel Trabzon', 5],
    ['GI', 'Hilton Garden Inn Trabzon', 4],
    ['HI', 'Holiday Inn Trabzon', 4],
    ['RA', 'Ramada Plaza by Wyndham Trabzon', 5],
    ['BW', 'Best Western Trabzon City', 3],
    ['CY', 'Courtyard by Marriott Trabzon', 4],
    ['DT', 'DoubleTree by Hilton Trabzon', 5],
    ['RT', 'ibis Trabzon', 3],
  ],
  Rize: [
    ['RA', 'Ramada by Wyndham Rize', 4],
    ['BW', 'Best Western Rize Sea View', 3],
    ['EX', 'Holiday Inn Express Rize', 3],
  ],
};

const INDEPENDENT_CHAINS = ['HS', 'TO', 'XK', 'WV', 'YX'];

const WORDS = [
  'Karadeniz',
  'Zigana',
  'Sümela',
  'Kale',
  'Çamlık',
  'Fındık',
  'Horon',
  'Kemençe',
  'Pontus',
  'Yeşil',
  'Bulut',
  'Liman',
  'Konak',
  'Serender',
  'Kaçkar',
  'Fırtına',
  'Hamsi',
  'Boztepe',
  'Yalı',
  'Lonca',
  'Güneş',
  'Mavi',
  'Doğa',
  'Orman',
  'Sis',
  'Çay Bahçesi',
  'Derebeyi',
  'Atlas',
];

const PATTERNS: Record<SandboxHotel['kind'], string[]> = {
  city: [
    'Grand {w} Hotel',
    'Otel {w}',
    '{w} Park Hotel',
    '{w} Suites {t}',
    'Hotel {w} Palace',
    '{w} Butik Otel',
    '{w} City Hotel {t}',
    '{t} {w} Otel',
  ],
  coast: ['{w} Sea View Hotel', '{t} {w} Resort', '{w} Deniz Otel', '{w} Marina Hotel', '{t} Sahil Otel {w}', '{w} Apart {t}'],
  nature: ['{w} Bungalov', '{t} {w} Yayla Evleri', '{w} Dağ Evi', '{t} {w} Göl Otel', '{w} Nature Resort', '{w} Pansiyon', '{t} {w} Lodge'],
};

const AMENITIES_COMMON = [
  'WIFI',
  'PARKING',
  'RESTAURANT',
  'TELEVISION',
  'ROOM_SERVICE',
  'AIR_CONDITIONING',
  'BAR or LOUNGE',
  'MINIBAR',
  'KIDS_WELCOME',
  'DISABLED_FACILITIES',
  'PETS_ALLOWED',
];
const AMENITIES_UPSCALE = [
  'SWIMMING_POOL',
  'SPA',
  'FITNESS_CENTER',
  'SAUNA',
  'MASSAGE',
  'JACUZZI',
  'MEETING_ROOMS',
  'BUSINESS_CENTER',
  'AIRPORT_SHUTTLE',
  'VALET_PARKING',
];
const AMENITIES_NATURE = ['ANIMAL_WATCHING', 'KITCHEN', 'SERV_SPEC_MENU', 'GUARDED_PARKG'];

interface RoomTemplate {
  category: RoomCategory;
  capacity: number;
  factor: number;
  beds: number;
  bedTypes: BedType[];
  text: string;
}

const ROOMS: Record<RoomCategory, RoomTemplate> = {
  STANDARD_ROOM: { category: 'STANDARD_ROOM', capacity: 2, factor: 1, beds: 1, bedTypes: ['DOUBLE', 'TWIN'], text: 'Standard Room' },
  SUPERIOR_ROOM: { category: 'SUPERIOR_ROOM', capacity: 2, factor: 1.15, beds: 1, bedTypes: ['QUEEN', 'DOUBLE'], text: 'Superior Room' },
  DELUXE_ROOM: { category: 'DELUXE_ROOM', capacity: 3, factor: 1.35, beds: 1, bedTypes: ['KING', 'QUEEN'], text: 'Deluxe Room' },
  FAMILY_ROOM: { category: 'FAMILY_ROOM', capacity: 4, factor: 1.5, beds: 2, bedTypes: ['DOUBLE'], text: 'Family Room' },
  JUNIOR_SUITE: { category: 'JUNIOR_SUITE', capacity: 3, factor: 1.8, beds: 1, bedTypes: ['KING'], text: 'Junior Suite' },
  SUITE: { category: 'SUITE', capacity: 4, factor: 2.4, beds: 2, bedTypes: ['KING'], text: 'Suite' },
};

const VIEWS: Record<SandboxHotel['kind'], string[]> = {
  city: ['city view', 'sea view', 'Boztepe view', 'partial sea view'],
  coast: ['sea view', 'garden view', 'balcony with sea view'],
  nature: ['lake view', 'valley view', 'forest view', 'mountain view'],
};

function roomTypesFor(rng: ReturnType<typeof createRng>, kind: SandboxHotel['kind'], rating: number | null): RoomType[] {
  let categories: RoomCategory[];
  if (rating === null || rating <= 2) categories = rng.chance(0.5) ? ['STANDARD_ROOM', 'FAMILY_ROOM'] : ['STANDARD_ROOM'];
  else if (kind === 'nature') categories = ['STANDARD_ROOM', 'DELUXE_ROOM', 'FAMILY_ROOM'];
  else if (rating >= 5) categories = ['STANDARD_ROOM', 'SUPERIOR_ROOM', 'DELUXE_ROOM', 'JUNIOR_SUITE', 'SUITE'];
  else if (rating === 4) categories = ['STANDARD_ROOM', 'SUPERIOR_ROOM', 'DELUXE_ROOM', rng.chance(0.5) ? 'FAMILY_ROOM' : 'JUNIOR_SUITE'];
  else categories = ['STANDARD_ROOM', 'SUPERIOR_ROOM', 'FAMILY_ROOM'];
  return categories.map((category, i) => {
    const template = ROOMS[category];
    const bedType = rng.pick(template.bedTypes);
    const view = rng.pick(VIEWS[kind]);
    const beds = bedType === 'TWIN' ? 2 : template.beds;
    const bedText = bedType === 'TWIN' ? '2 single beds' : `${beds} ${bedType.toLowerCase()} bed${beds > 1 ? 's' : ''}`;
    return {
      category,
      code: `${'SPDFJU'[Object.keys(ROOMS).indexOf(category)]}${beds}${bedType[0]}`,
      beds,
      bedType,
      capacity: template.capacity,
      description: `${template.text}, ${bedText}, ${view}`,
      factor: template.factor,
      // The cheapest room of most hotels is a non-refundable saver rate; the rest can be cancelled.
      refundable: i > 0 || rng.chance(0.4),
    };
  });
}

function ratingFor(rng: ReturnType<typeof createRng>, kind: SandboxHotel['kind'], name: string): number | null {
  if (/Pansiyon|Yayla Evleri|Dağ Evi|Bungalov/.test(name)) return rng.chance(0.4) ? null : rng.int(1, 2);
  if (kind === 'nature') return rng.chance(0.15) ? null : rng.int(2, 4);
  if (kind === 'coast') return rng.int(2, 5);
  return rng.int(2, 4);
}

const RATE_BY_STARS: Record<number, [number, number]> = {
  0: [38, 75],
  1: [35, 55],
  2: [45, 75],
  3: [60, 110],
  4: [95, 165],
  5: [150, 260],
};

function build(seed: string): SandboxHotel[] {
  const hotels: SandboxHotel[] = [];
  const usedNames = new Set<string>();
  const counters = new Map<string, number>();
  for (const area of AREAS) {
    const rng = createRng(seed, 'area', area.town);
    const brands = BRANDS[area.town] ?? [];
    for (let i = 0; i < area.count; i++) {
      const brand = brands[i];
      let name: string;
      let chainCode: string;
      let rating: number | null;
      if (brand) {
        [chainCode, name, rating] = brand;
      } else {
        chainCode = rng.pick(INDEPENDENT_CHAINS);
        do {
          name = rng.pick(PATTERNS[area.kind]).replace('{w}', rng.pick(WORDS)).replace('{t}', area.town);
        } while (usedNames.has(name));
        rating = ratingFor(rng, area.kind, name);
      }
      usedNames.add(name);
      const serial = (counters.get(area.iataCode) ?? 0) + 1;
      counters.set(area.iataCode, serial);
      const hotelId = `${chainCode}${area.iataCode}${String(serial).padStart(3, '0')}`;
      const point = offsetPoint(area, area.spreadKm, rng.next(), rng.next());
      const stars = rating ?? 0;
      const upscale = stars >= 4 || (area.kind === 'coast' && stars >= 3);
      const amenities = [
        'WIFI',
        ...rng.sample(AMENITIES_COMMON.slice(1), rng.int(2, 5 + stars)),
        ...(upscale ? rng.sample(AMENITIES_UPSCALE, rng.int(2, stars + 2)) : []),
        ...(area.kind === 'nature' ? rng.sample(AMENITIES_NATURE, rng.int(1, 3)) : []),
      ];
      const [low, high] = RATE_BY_STARS[stars]!;
      const roomTypes = roomTypesFor(rng, area.kind, rating);
      const mediaCount = rng.int(3, 6);
      const mediaCategories = ['EXTERIOR', 'ROOM', 'LOBBY', 'RESTAURANT', amenities.includes('SWIMMING_POOL') ? 'POOL' : 'VIEW', 'ROOM'];
      const hasSentiment = rating !== null || rng.chance(0.5);
      const overall = Math.min(97, Math.max(55, 58 + stars * 6 + rng.int(-6, 10)));
      const around = () => Math.min(100, Math.max(35, overall + rng.int(-9, 8)));
      const reviews = rng.int(12, 60 + stars * 160);
      const sentiments: Record<string, number> = {
        sleepQuality: around(),
        service: around(),
        facilities: around(),
        roomComforts: around(),
        valueForMoney: around(),
        catering: around(),
        location: around(),
        pointsOfInterest: around(),
        staff: around(),
      };
      if (rng.chance(0.6)) sentiments.internet = around();
      const lastUpdate = new Date(Date.UTC(2025, rng.int(0, 11), rng.int(1, 28), rng.int(0, 23), rng.int(0, 59), rng.int(0, 59)))
        .toISOString()
        .slice(0, 19);
      hotels.push({
        index: hotels.length,
        hotelId,
        chainCode,
        source: brand ? 'DIRECTCHAIN' : 'BEDBANK',
        iataCode: area.iataCode,
        dupeId: 700_000_000 + (hash32(seed, hotelId) % 99_999_999),
        name,
        latitude: point.latitude,
        longitude: point.longitude,
        address: {
          lines: [`${rng.pick(area.streets)} No:${rng.int(1, 180)}`],
          postalCode: area.postalCode,
          cityName: providerUpper(area.town),
          countryCode: 'TR',
        },
        rating,
        amenities: [...new Set(amenities)],
        lastUpdate,
        kind: area.kind,
        baseRateUsd: rng.int(low, high),
        roomTypes,
        // Brands always sell; about one independent hotel in six has nothing to offer.
        hasOffers: Boolean(brand) || !rng.chance(0.17),
        boardType: area.kind === 'nature' && rng.chance(0.5) ? 'HALF_BOARD' : rng.chance(0.8) ? 'BREAKFAST' : 'ROOM_ONLY',
        // One draw is skipped where the retired singular/list cancellation choice was made, so every value generated after it stays the same.
        paymentType: skipDraw(rng).pick(['guarantee', 'GUARANTEE', 'deposit', 'PREPAY', 'HOLDTIME']),
        media: mediaCategories.slice(0, mediaCount).map((category) => ({ category, description: `${name}: ${category.toLowerCase()}` })),
        sentiment: hasSentiment
          ? { overallRating: overall, numberOfReviews: reviews, numberOfRatings: reviews + rng.int(0, reviews), sentiments }
          : null,
      });
    }
  }
  return hotels;
}

export interface HotelPool {
  hotels: SandboxHotel[];
  byId: Map<string, SandboxHotel>;
  /** Hotels within the radius of a city centre, nearest first, with their distance in km. */
  near(cityCode: string, radiusKm: number): { hotel: SandboxHotel; distanceKm: number }[];
}

const pools = new Map<string, HotelPool>();

export function hotelPool(seed: string): HotelPool {
  let pool = pools.get(seed);
  if (!pool) {
    const hotels = build(seed);
    const byId = new Map(hotels.map((hotel) => [hotel.hotelId, hotel]));
    pool = {
      hotels,
      byId,
      near(cityCode, radiusKm) {
        const centre = HOTEL_CITIES[cityCode];
        if (!centre) return [];
        return hotels
          .map((hotel) => ({ hotel, distanceKm: distanceKm(centre, hotel) }))
          .filter((entry) => entry.distanceKm <= radiusKm)
          .sort((a, b) => a.distanceKm - b.distanceKm || a.hotel.hotelId.localeCompare(b.hotel.hotelId));
      },
    };
    pools.set(seed, pool);
  }
  return pool;
}
