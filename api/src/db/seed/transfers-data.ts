import type { Translated } from '../schema/common';

export interface SeedVehicle {
  id: string;
  service: 'car_rental' | 'transfer';
  name: Translated;
  description: Translated;
  passengers: number;
  luggage: number;
  transmission: 'manual' | 'automatic' | null;
  /** Per day (rentals) or per trip (transfers), US dollars. */
  price: number;
  /** Cars of this type the agency owns (rentals); transfers are driven by the agency's drivers, no per-day stock. */
  fleet: number;
  /** Colour of the generated illustration (hue). */
  hue: number;
  body: 'hatch' | 'sedan' | 'suv' | 'van' | 'bus';
}

/*
 * The vehicle catalogue. Spec section 9 fixes economy, compact, midsize and suv (25, 35, 40, 60 a
 * day; 5 passengers; luggage 2, 2, 3, 4) and the four transfers (35, 50, 70, 120 a trip; 4/2, 4/3,
 * 7/7, 16/16). The car-type select also offers luxury and van, which the spec does not price:
 * - luxury: $95 a day (a premium sedan, about 1.6 × the SUV, as local agencies charge), 5 passengers, 3 bags, automatic;
 * - van: $80 a day (a 9-seat passenger van), 9 passengers, 6 bags, manual.
 * Transmissions the spec leaves open: economy and compact manual (the usual cheap Turkish
 * rentals), midsize, suv and luxury automatic.
 */
export const SEED_VEHICLES: SeedVehicle[] = [
  {
    id: 'economy',
    service: 'car_rental',
    name: { en: 'Economy car', tr: 'Ekonomik araç', ar: 'سيارة اقتصادية' },
    description: {
      en: 'Small and thrifty: ideal for the city and the coast road.',
      tr: 'Küçük ve tasarruflu: şehir ve sahil yolu için ideal.',
      ar: 'صغيرة واقتصادية: مثالية للمدينة والطريق الساحلي.',
    },
    passengers: 5,
    luggage: 2,
    transmission: 'manual',
    price: 25,
    fleet: 6,
    hue: 200,
    body: 'hatch',
  },
  {
    id: 'compact',
    service: 'car_rental',
    name: { en: 'Compact car', tr: 'Kompakt araç', ar: 'سيارة مدمجة' },
    description: {
      en: 'A little more room, still easy to park in Trabzon.',
      tr: 'Biraz daha geniş, Trabzon’da park etmesi yine kolay.',
      ar: 'مساحة أكبر قليلاً، وما زال ركنها سهلاً في طرابزون.',
    },
    passengers: 5,
    luggage: 2,
    transmission: 'manual',
    price: 35,
    fleet: 5,
    hue: 150,
    body: 'hatch',
  },
  {
    id: 'midsize',
    service: 'car_rental',
    name: { en: 'Midsize sedan', tr: 'Orta sınıf sedan', ar: 'سيدان متوسطة' },
    description: {
      en: 'Comfortable sedan for longer drives to Uzungöl and Rize.',
      tr: 'Uzungöl ve Rize’ye uzun yolculuklar için konforlu sedan.',
      ar: 'سيدان مريحة للرحلات الطويلة إلى أوزنجول وريزه.',
    },
    passengers: 5,
    luggage: 3,
    transmission: 'automatic',
    price: 40,
    fleet: 4,
    hue: 0,
    body: 'sedan',
  },
  {
    id: 'suv',
    service: 'car_rental',
    name: { en: 'SUV', tr: 'SUV', ar: 'سيارة دفع رباعي' },
    description: {
      en: 'High and sure-footed on the mountain roads to the plateaus.',
      tr: 'Yaylalara giden dağ yollarında yüksek ve güvenli.',
      ar: 'عالية وثابتة على الطرق الجبلية المؤدية إلى الهضاب.',
    },
    passengers: 5,
    luggage: 4,
    transmission: 'automatic',
    price: 60,
    fleet: 3,
    hue: 30,
    body: 'suv',
  },
  {
    id: 'luxury',
    service: 'car_rental',
    name: { en: 'Luxury sedan', tr: 'Lüks sedan', ar: 'سيدان فاخرة' },
    description: {
      en: 'Premium comfort, leather seats and climate control.',
      tr: 'Üst düzey konfor, deri koltuklar ve klima.',
      ar: 'راحة فاخرة ومقاعد جلدية وتكييف أوتوماتيكي.',
    },
    passengers: 5,
    luggage: 3,
    transmission: 'automatic',
    price: 95,
    fleet: 2,
    hue: 260,
    body: 'sedan',
  },
  {
    id: 'van',
    service: 'car_rental',
    name: { en: 'Passenger van', tr: 'Yolcu minibüsü (van)', ar: 'فان ركاب' },
    description: {
      en: 'Nine seats for families and groups who drive themselves.',
      tr: 'Kendi kullanmak isteyen aileler ve gruplar için dokuz koltuk.',
      ar: 'تسعة مقاعد للعائلات والمجموعات التي تقود بنفسها.',
    },
    passengers: 9,
    luggage: 6,
    transmission: 'manual',
    price: 80,
    fleet: 2,
    hue: 100,
    body: 'van',
  },
  {
    id: 'standard',
    service: 'transfer',
    name: { en: 'Standard transfer', tr: 'Standart transfer', ar: 'نقل عادي' },
    description: {
      en: 'A comfortable sedan with a licensed driver, door to door.',
      tr: 'Lisanslı şoförlü konforlu sedan, kapıdan kapıya.',
      ar: 'سيدان مريحة مع سائق مرخّص، من الباب إلى الباب.',
    },
    passengers: 4,
    luggage: 2,
    transmission: null,
    price: 35,
    fleet: 0,
    hue: 210,
    body: 'sedan',
  },
  {
    id: 'premium',
    service: 'transfer',
    name: { en: 'Premium transfer', tr: 'Premium transfer', ar: 'نقل مميز' },
    description: {
      en: 'A premium car, bottled water and a meet-and-greet sign at arrivals.',
      tr: 'Premium araç, su ikramı ve gelen yolcu salonunda isimle karşılama.',
      ar: 'سيارة فاخرة وماء واستقبال بلافتة باسمك في صالة الوصول.',
    },
    passengers: 4,
    luggage: 3,
    transmission: null,
    price: 50,
    fleet: 0,
    hue: 270,
    body: 'sedan',
  },
  {
    id: 'minivan',
    service: 'transfer',
    name: { en: 'Minivan transfer', tr: 'Minivan transfer', ar: 'نقل بميني فان' },
    description: {
      en: 'Seven seats and room for everyone’s luggage.',
      tr: 'Yedi koltuk ve herkesin bagajına yer.',
      ar: 'سبعة مقاعد ومساحة لأمتعة الجميع.',
    },
    passengers: 7,
    luggage: 7,
    transmission: null,
    price: 70,
    fleet: 0,
    hue: 120,
    body: 'van',
  },
  {
    id: 'minibus',
    service: 'transfer',
    name: { en: 'Minibus transfer', tr: 'Minibüs transfer', ar: 'نقل بحافلة صغيرة' },
    description: {
      en: 'Sixteen seats for groups, tours and weddings.',
      tr: 'Gruplar, turlar ve düğünler için on altı koltuk.',
      ar: 'ستة عشر مقعداً للمجموعات والجولات والأعراس.',
    },
    passengers: 16,
    luggage: 16,
    transmission: null,
    price: 120,
    fleet: 0,
    hue: 45,
    body: 'bus',
  },
];

export const vehicleImagePath = (id: string) => `/images/vehicles/${id}.svg`;
