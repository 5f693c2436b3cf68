ALTER TABLE `users` ADD `must_change_password` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `bookings` ADD `hold_expires_at` text;--> statement-breakpoint
CREATE INDEX `bookings_hold_idx` ON `bookings` (`hold_expires_at`);