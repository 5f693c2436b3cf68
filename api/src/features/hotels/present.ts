import type { HotelAdmin, HotelCard, HotelDetail, Review, RoomType, RoomTypeAdmin, RoomTypeSummary } from '@trabzon/contracts';
import type { HotelAmenity } from '../../db/schema';
import type { Translated } from '../../db/schema/common';
import { toUsd } from './pricing';
import { BADGES, PAYMENT_OPTION_NAMES, cut } from './i18n';
import type { HotelCardRow, HotelRow, ReviewRow, RoomSummaryRow, RoomTypeRow } from './repository';
import { pick, type Lang } from '../../lib/lang';

/** Cards and details answer descriptions cut at this many characters (spec section 9). */
export const CARD_DESCRIPTION_LENGTH = 100;

const amenities = (list: HotelAmenity[], lang: Lang) => list.map((a) => ({ key: a.key, name: pick(a.name, lang) }));

/** "featured" for featured hotels, "top_rated" from 4.5 with 3 reviews; else none. */
function badgeOf(hotel: { featured: boolean; averageRating: number; totalReviews: number }, lang: Lang): string | undefined {
  if (hotel.featured) return pick(BADGES.featured, lang);
  if (hotel.averageRating >= 4.5 && hotel.totalReviews >= 3) return pick(BADGES.top_rated, lang);
  return undefined;
}

export function toRoomSummary(room: RoomSummaryRow | RoomTypeRow, lang: Lang): RoomTypeSummary {
  return { _id: room.id, name: pick(room.name, lang), capacity: room.capacity, pricePerNight: toUsd(room.pricePerNightCents) };
}

export function toCard(hotel: HotelCardRow, rooms: RoomSummaryRow[], lang: Lang): HotelCard {
  const card: HotelCard = {
    _id: hotel.id,
    slug: hotel.slug,
    name: pick(hotel.name, lang),
    description: cut(pick(hotel.description, lang), CARD_DESCRIPTION_LENGTH),
    featuredImage: hotel.featuredImage,
    images: hotel.images,
    starRating: hotel.starRating,
    address: { city: hotel.address.city, country: hotel.address.country },
    averageRating: hotel.averageRating,
    totalReviews: hotel.totalReviews,
    amenities: amenities(hotel.amenities, lang),
    roomTypes: rooms.map((room) => toRoomSummary(room, lang)),
    fromPrice: toUsd(hotel.fromPriceCents),
    destination: hotel.destination
      ? { _id: hotel.destination.id, slug: hotel.destination.slug, name: pick(hotel.destination.name, lang) }
      : null,
  };
  const badge = badgeOf(hotel, lang);
  if (badge) card.badge = badge;
  return card;
}

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    userId: row.userId,
    userName: row.authorName,
    rating: row.rating,
    text: row.text,
    language: row.language,
    date: row.createdAt,
  };
}

export function toRoomType(room: RoomTypeRow, lang: Lang): RoomType {
  return {
    _id: room.id,
    name: pick(room.name, lang),
    description: pick(room.description, lang),
    capacity: room.capacity,
    beds: pick(room.beds, lang),
    size: room.sizeM2,
    amenities: amenities(room.amenities, lang),
    pricePerNight: toUsd(room.pricePerNightCents),
    images: room.images,
    totalRooms: room.totalRooms,
  };
}

const coordinatesOf = (row: { latitude: number | null; longitude: number | null }) =>
  row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null;

export function toDetail(
  hotel: HotelRow,
  rooms: RoomTypeRow[],
  destination: { id: string; slug: string; name: Translated } | undefined,
  latestReviews: ReviewRow[],
  lang: Lang,
): HotelDetail {
  const fromPriceCents = rooms.length ? Math.min(...rooms.map((room) => room.pricePerNightCents)) : 0;
  const card = toCard(
    { ...hotel, fromPriceCents, destination: destination ?? null },
    rooms.map((room) => ({
      id: room.id,
      hotelId: room.hotelId,
      name: room.name,
      capacity: room.capacity,
      pricePerNightCents: room.pricePerNightCents,
    })),
    lang,
  );
  return {
    ...card,
    description: pick(hotel.description, lang),
    address: hotel.address,
    roomTypes: rooms.map((room) => toRoomType(room, lang)),
    reviews: { averageRating: hotel.averageRating, totalReviews: hotel.totalReviews, latest: latestReviews.map(toReview) },
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    cancellationPolicy: pick(hotel.cancellationPolicy, lang),
    rules: hotel.rules.map((rule) => pick(rule, lang)),
    paymentOptions: hotel.paymentOptions.map((key) => ({
      key,
      name: PAYMENT_OPTION_NAMES[key] ? pick(PAYMENT_OPTION_NAMES[key], lang) : key,
    })),
    contact: hotel.contact,
    coordinates: coordinatesOf(hotel),
    featured: hotel.featured,
  };
}

export function toRoomTypeAdmin(room: RoomTypeRow): RoomTypeAdmin {
  return {
    _id: room.id,
    name: room.name,
    description: room.description,
    capacity: room.capacity,
    beds: room.beds,
    size: room.sizeM2,
    amenities: room.amenities,
    pricePerNight: toUsd(room.pricePerNightCents),
    images: room.images,
    totalRooms: room.totalRooms,
    sortOrder: room.sortOrder,
  };
}

export function toAdmin(hotel: HotelRow, rooms: RoomTypeRow[]): HotelAdmin {
  return {
    _id: hotel.id,
    admin: true,
    slug: hotel.slug,
    destinationId: hotel.destinationId,
    name: hotel.name,
    description: hotel.description,
    featuredImage: hotel.featuredImage,
    images: hotel.images,
    starRating: hotel.starRating,
    address: hotel.address,
    coordinates: coordinatesOf(hotel),
    amenities: hotel.amenities,
    contact: hotel.contact,
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    cancellationPolicy: hotel.cancellationPolicy,
    paymentOptions: hotel.paymentOptions,
    rules: hotel.rules,
    featured: hotel.featured,
    active: hotel.active,
    popularity: hotel.popularity,
    averageRating: hotel.averageRating,
    totalReviews: hotel.totalReviews,
    roomTypes: rooms.map(toRoomTypeAdmin),
    createdAt: hotel.createdAt,
    updatedAt: hotel.updatedAt,
  };
}
