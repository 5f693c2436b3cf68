CREATE TABLE `restaurant_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`restaurant_id` text NOT NULL,
	`author_name` text NOT NULL,
	`rating` integer NOT NULL,
	`comment` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "restaurant_reviews_rating_check" CHECK("restaurant_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE INDEX `restaurant_reviews_idx` ON `restaurant_reviews` (`restaurant_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `restaurant_slot_overrides` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`restaurant_id` text NOT NULL,
	`date` text NOT NULL,
	`time` text DEFAULT '' NOT NULL,
	`closed` integer DEFAULT false NOT NULL,
	`table_ids` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `restaurant_slot_overrides_idx` ON `restaurant_slot_overrides` (`restaurant_id`,`date`,`time`);--> statement-breakpoint
CREATE TABLE `restaurant_tables` (
	`id` text PRIMARY KEY NOT NULL,
	`restaurant_id` text NOT NULL,
	`number` text NOT NULL,
	`capacity` integer NOT NULL,
	`location` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "restaurant_tables_capacity_check" CHECK("restaurant_tables"."capacity" BETWEEN 1 AND 30),
	CONSTRAINT "restaurant_tables_location_check" CHECK("restaurant_tables"."location" IN ('indoor','terrace','window'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `restaurant_tables_number_idx` ON `restaurant_tables` (`restaurant_id`,`number`);--> statement-breakpoint
CREATE TABLE `restaurants` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`destination_id` text,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`cuisine` text NOT NULL,
	`price_range` integer NOT NULL,
	`address` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`contact` text DEFAULT '{}' NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`hours` text NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`menu` text DEFAULT '[]' NOT NULL,
	`is_new` integer DEFAULT false NOT NULL,
	`promoted` integer DEFAULT false NOT NULL,
	`average_rating` real DEFAULT 0 NOT NULL,
	`total_reviews` integer DEFAULT 0 NOT NULL,
	`popularity` integer DEFAULT 0 NOT NULL,
	`slot_minutes` integer DEFAULT 30 NOT NULL,
	`seating_minutes` integer DEFAULT 90 NOT NULL,
	`max_party_size` integer DEFAULT 12 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`destination_id`) REFERENCES `destinations`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "restaurants_cuisine_check" CHECK("restaurants"."cuisine" IN ('italian','turkish','mediterranean','asian','middle_eastern')),
	CONSTRAINT "restaurants_price_check" CHECK("restaurants"."price_range" BETWEEN 1 AND 4),
	CONSTRAINT "restaurants_slot_check" CHECK("restaurants"."slot_minutes" BETWEEN 15 AND 60 AND "restaurants"."seating_minutes" BETWEEN 30 AND 300),
	CONSTRAINT "restaurants_party_check" CHECK("restaurants"."max_party_size" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `restaurants_slug_unique` ON `restaurants` (`slug`);--> statement-breakpoint
CREATE INDEX `restaurants_destination_idx` ON `restaurants` (`destination_id`);--> statement-breakpoint
CREATE TABLE `table_reservations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reservation_key` text NOT NULL,
	`restaurant_id` text NOT NULL,
	`table_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`table_id`) REFERENCES `restaurant_tables`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "table_reservations_span_check" CHECK("table_reservations"."ends_at" > "table_reservations"."starts_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `table_reservations_reservation_key_unique` ON `table_reservations` (`reservation_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `table_reservations_start_idx` ON `table_reservations` (`table_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `table_reservations_restaurant_idx` ON `table_reservations` (`restaurant_id`,`starts_at`);