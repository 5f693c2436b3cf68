-- The hotel search keeps every room type's free nights in memory (features/hotels/free-nights.ts).
-- These triggers log each room type whose nights or terms change, whoever changes them, in the
-- changing transaction, so the search reloads exactly those and never answers from stale stock.
CREATE TABLE `inventory_changes` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`room_type_id` text NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `inventory_changes_night_added` AFTER INSERT ON `hotel_inventory`
BEGIN INSERT INTO `inventory_changes` (`room_type_id`) VALUES (NEW.`room_type_id`); END;
--> statement-breakpoint
CREATE TRIGGER `inventory_changes_night_changed` AFTER UPDATE OF `available_rooms`, `blocked`, `room_type_id`, `date` ON `hotel_inventory`
BEGIN
  INSERT INTO `inventory_changes` (`room_type_id`) VALUES (NEW.`room_type_id`);
  INSERT INTO `inventory_changes` (`room_type_id`) SELECT OLD.`room_type_id` WHERE OLD.`room_type_id` <> NEW.`room_type_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `inventory_changes_night_removed` AFTER DELETE ON `hotel_inventory`
BEGIN INSERT INTO `inventory_changes` (`room_type_id`) VALUES (OLD.`room_type_id`); END;
--> statement-breakpoint
CREATE TRIGGER `inventory_changes_room_added` AFTER INSERT ON `room_types`
BEGIN INSERT INTO `inventory_changes` (`room_type_id`) VALUES (NEW.`id`); END;
--> statement-breakpoint
CREATE TRIGGER `inventory_changes_room_changed` AFTER UPDATE OF `hotel_id`, `capacity`, `price_per_night_cents` ON `room_types`
BEGIN INSERT INTO `inventory_changes` (`room_type_id`) VALUES (NEW.`id`); END;
--> statement-breakpoint
CREATE TRIGGER `inventory_changes_room_removed` AFTER DELETE ON `room_types`
BEGIN INSERT INTO `inventory_changes` (`room_type_id`) VALUES (OLD.`id`); END;
