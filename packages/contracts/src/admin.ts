import { Type, type Static } from 'typebox';
/** One line of GET /api/admin/hotels: every hotel, inactive ones and ones without room types too. */
export const AdminHotelRow = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  city: Type.String(),
  country: Type.String(),
  starRating: Type.Integer(),
  averageRating: Type.Number(),
  totalReviews: Type.Integer(),
  roomTypes: Type.Integer(),
  /** Its room types (name in the language asked), for the back-office selects such as the inventory's. */
  rooms: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
  featured: Type.Boolean(),
  active: Type.Boolean(),
  updatedAt: Type.String(),
});
export type AdminHotelRow = Static<typeof AdminHotelRow>;

export const AdminHotelList = Type.Object({ results: Type.Array(AdminHotelRow), total: Type.Integer() });
export type AdminHotelList = Static<typeof AdminHotelList>;

/** GET /api/admin/stats: the four figures of the admin dashboard. */
export const AdminStats = Type.Object({
  totalBookings: Type.Integer(),
  totalUsers: Type.Integer(),
  /** USD from bookings that are confirmed or completed (cancelled and pending ones do not count). */
  totalRevenue: Type.Number(),
  /** Catalogue items visitors can book now (active hotels; other verticals add theirs). */
  activeListings: Type.Integer(),
});
export type AdminStats = Static<typeof AdminStats>;
