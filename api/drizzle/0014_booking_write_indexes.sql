-- Fewer index entries to write for each booking (each costs every INSERT or UPDATE):
-- the free nights' index (0003) served the hotel search's count, which now runs in memory
-- (features/hotels/free-nights.ts), and every reserve and release had to move its entry; its readers
-- use the (room_type_id, date) index. Keyless and guest bookings (most of them) no longer get an
-- entry in the idempotency-key and user indexes; lookups by key or user (`= ?`) use them as before.
DROP INDEX `hotel_inventory_free_idx`;--> statement-breakpoint
DROP INDEX `bookings_idempotency_key_unique`;--> statement-breakpoint
DROP INDEX `bookings_user_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_idempotency_key_unique` ON `bookings` (`idempotency_key`) WHERE "bookings"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `bookings_user_idx` ON `bookings` (`user_id`,`created_at`) WHERE "bookings"."user_id" IS NOT NULL;