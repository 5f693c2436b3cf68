-- The per hotel-night limit of unpaid (pay-at-hotel) bookings is checked in every such booking's
-- transaction: only the open pay-at-hotel bookings of one hotel, by start date.
CREATE INDEX `bookings_unpaid_hotel_idx` ON `bookings` (json_extract("details", '$.hotelId'),`start_date`) WHERE "bookings"."payment_method" = 'payAtHotel' AND "bookings"."status" IN ('pending', 'confirmed');
