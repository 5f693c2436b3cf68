CREATE TABLE `booking_status_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`changed_by` text,
	`changed_by_name` text,
	`changed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `booking_status_history_booking_idx` ON `booking_status_history` (`booking_id`,`id`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `kind` text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE `outbox` ADD `language` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `booking_id` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `attachments` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX `bookings_created_idx` ON `bookings` (`created_at`);