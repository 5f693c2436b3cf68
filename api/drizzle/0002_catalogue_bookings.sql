CREATE TABLE `destinations` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`country` text NOT NULL,
	`description` text,
	`image` text,
	`latitude` real,
	`longitude` real,
	`featured` integer DEFAULT false NOT NULL,
	`popular` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `destinations_slug_unique` ON `destinations` (`slug`);--> statement-breakpoint
CREATE TABLE `hotel_inventory` (
	`id` text PRIMARY KEY NOT NULL,
	`hotel_id` text NOT NULL,
	`room_type_id` text NOT NULL,
	`date` text NOT NULL,
	`total_rooms` integer NOT NULL,
	`available_rooms` integer NOT NULL,
	`base_price_cents` integer NOT NULL,
	`price_modifier` real DEFAULT 1 NOT NULL,
	`seasonal_adjustment` real DEFAULT 0 NOT NULL,
	`promotion_discount` real DEFAULT 0 NOT NULL,
	`promotion_code` text,
	`blocked` integer DEFAULT false NOT NULL,
	`block_reason` text,
	`notes` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_type_id`) REFERENCES `room_types`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "hotel_inventory_rooms_check" CHECK("hotel_inventory"."available_rooms" >= 0 AND "hotel_inventory"."available_rooms" <= "hotel_inventory"."total_rooms"),
	CONSTRAINT "hotel_inventory_price_check" CHECK("hotel_inventory"."base_price_cents" >= 0 AND "hotel_inventory"."price_modifier" >= 0),
	CONSTRAINT "hotel_inventory_discount_check" CHECK("hotel_inventory"."promotion_discount" BETWEEN 0 AND 100),
	CONSTRAINT "hotel_inventory_block_check" CHECK("hotel_inventory"."blocked" = 0 OR "hotel_inventory"."block_reason" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hotel_inventory_room_date_unique` ON `hotel_inventory` (`room_type_id`,`date`);--> statement-breakpoint
CREATE INDEX `hotel_inventory_hotel_date_idx` ON `hotel_inventory` (`hotel_id`,`date`);--> statement-breakpoint
CREATE TABLE `hotel_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`hotel_id` text NOT NULL,
	`user_id` text,
	`author_name` text NOT NULL,
	`rating` integer NOT NULL,
	`text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "hotel_reviews_rating_check" CHECK("hotel_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hotel_reviews_user_unique` ON `hotel_reviews` (`hotel_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `hotel_reviews_hotel_idx` ON `hotel_reviews` (`hotel_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `hotels` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`destination_id` text,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`featured_image` text,
	`images` text DEFAULT '[]' NOT NULL,
	`star_rating` integer NOT NULL,
	`address` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`amenities` text DEFAULT '[]' NOT NULL,
	`contact` text DEFAULT '{}' NOT NULL,
	`check_in_time` text DEFAULT '14:00' NOT NULL,
	`check_out_time` text DEFAULT '12:00' NOT NULL,
	`cancellation_policy` text,
	`payment_options` text DEFAULT '[]' NOT NULL,
	`rules` text DEFAULT '[]' NOT NULL,
	`average_rating` real DEFAULT 0 NOT NULL,
	`total_reviews` integer DEFAULT 0 NOT NULL,
	`popularity` integer DEFAULT 0 NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`destination_id`) REFERENCES `destinations`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "hotels_stars_check" CHECK("hotels"."star_rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `hotels_slug_unique` ON `hotels` (`slug`);--> statement-breakpoint
CREATE INDEX `hotels_destination_idx` ON `hotels` (`destination_id`);--> statement-breakpoint
CREATE TABLE `room_types` (
	`id` text PRIMARY KEY NOT NULL,
	`hotel_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`capacity` integer NOT NULL,
	`beds` text,
	`size_m2` integer,
	`amenities` text DEFAULT '[]' NOT NULL,
	`price_per_night_cents` integer NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`total_rooms` integer DEFAULT 5 NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "room_types_capacity_check" CHECK("room_types"."capacity" >= 1),
	CONSTRAINT "room_types_price_check" CHECK("room_types"."price_per_night_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `room_types_hotel_idx` ON `room_types` (`hotel_id`);--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`type` text NOT NULL,
	`user_id` text,
	`contact_first_name` text NOT NULL,
	`contact_last_name` text NOT NULL,
	`contact_email` text NOT NULL,
	`contact_phone` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text,
	`start_time` text,
	`guests` integer DEFAULT 1 NOT NULL,
	`details` text NOT NULL,
	`line_items` text NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`tax_rate` real NOT NULL,
	`tax_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`special_requests` text,
	`payment_method` text NOT NULL,
	`card_brand` text,
	`card_last4` text,
	`idempotency_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`cancelled_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bookings_type_check" CHECK("bookings"."type" IN ('hotel','provider-hotel','flight','car-rental','transfer','restaurant','package')),
	CONSTRAINT "bookings_status_check" CHECK("bookings"."status" IN ('pending','confirmed','completed','cancelled')),
	CONSTRAINT "bookings_payment_check" CHECK("bookings"."payment_method" IN ('creditCard','payAtHotel')),
	CONSTRAINT "bookings_money_check" CHECK("bookings"."subtotal_cents" >= 0 AND "bookings"."tax_cents" >= 0 AND "bookings"."total_cents" = "bookings"."subtotal_cents" + "bookings"."tax_cents"),
	CONSTRAINT "bookings_last4_check" CHECK("bookings"."card_last4" IS NULL OR length("bookings"."card_last4") = 4)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_reference_unique` ON `bookings` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_idempotency_key_unique` ON `bookings` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `bookings_user_idx` ON `bookings` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_status_idx` ON `bookings` (`status`,`start_date`);--> statement-breakpoint
CREATE INDEX `bookings_email_idx` ON `bookings` (`contact_email`);