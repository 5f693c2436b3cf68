CREATE TABLE `package_departures` (
	`id` text PRIMARY KEY NOT NULL,
	`package_id` text NOT NULL,
	`date` text NOT NULL,
	`seats_total` integer NOT NULL,
	`seats_left` integer NOT NULL,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "package_departures_seats_check" CHECK("package_departures"."seats_left" >= 0 AND "package_departures"."seats_left" <= "package_departures"."seats_total")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `package_departures_date_unique` ON `package_departures` (`package_id`,`date`);--> statement-breakpoint
CREATE TABLE `package_hotels` (
	`package_id` text NOT NULL,
	`hotel_id` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`package_id`, `hotel_id`),
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hotel_id`) REFERENCES `hotels`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `package_hotels_hotel_idx` ON `package_hotels` (`hotel_id`);--> statement-breakpoint
CREATE TABLE `package_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`package_id` text NOT NULL,
	`user_id` text,
	`author_name` text NOT NULL,
	`rating` integer NOT NULL,
	`text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "package_reviews_rating_check" CHECK("package_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `package_reviews_user_unique` ON `package_reviews` (`package_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `package_reviews_package_idx` ON `package_reviews` (`package_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `packages` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`destination_id` text,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`duration_days` integer NOT NULL,
	`price_per_person_cents` integer NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`activities` text DEFAULT '[]' NOT NULL,
	`itinerary` text DEFAULT '[]' NOT NULL,
	`seats_per_departure` integer DEFAULT 20 NOT NULL,
	`average_rating` real DEFAULT 0 NOT NULL,
	`total_reviews` integer DEFAULT 0 NOT NULL,
	`popularity` integer DEFAULT 0 NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`destination_id`) REFERENCES `destinations`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "packages_duration_check" CHECK("packages"."duration_days" BETWEEN 1 AND 60),
	CONSTRAINT "packages_price_check" CHECK("packages"."price_per_person_cents" >= 0),
	CONSTRAINT "packages_seats_check" CHECK("packages"."seats_per_departure" BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `packages_slug_unique` ON `packages` (`slug`);--> statement-breakpoint
CREATE INDEX `packages_destination_idx` ON `packages` (`destination_id`);--> statement-breakpoint
CREATE INDEX `packages_featured_idx` ON `packages` (`featured`,`popularity`);