CREATE TABLE `vehicle_stock` (
	`vehicle_id` text NOT NULL,
	`date` text NOT NULL,
	`total` integer NOT NULL,
	`available` integer NOT NULL,
	PRIMARY KEY(`vehicle_id`, `date`),
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "vehicle_stock_available_check" CHECK("vehicle_stock"."available" >= 0 AND "vehicle_stock"."available" <= "vehicle_stock"."total")
);
--> statement-breakpoint
CREATE INDEX `vehicle_stock_date_idx` ON `vehicle_stock` (`date`);--> statement-breakpoint
CREATE TABLE `vehicles` (
	`id` text PRIMARY KEY NOT NULL,
	`service` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`passengers` integer NOT NULL,
	`luggage` integer NOT NULL,
	`transmission` text,
	`price_cents` integer NOT NULL,
	`image` text,
	`fleet` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "vehicles_service_check" CHECK("vehicles"."service" IN ('car_rental','transfer')),
	CONSTRAINT "vehicles_numbers_check" CHECK("vehicles"."passengers" >= 1 AND "vehicles"."luggage" >= 0 AND "vehicles"."price_cents" > 0 AND "vehicles"."fleet" >= 0)
);
