-- The hotel search's in-memory index (features/hotels/free-nights.ts) now also keeps each free
-- night's price, so a change of a night's price terms must be logged as a change of its room type.
DROP TRIGGER `inventory_changes_night_changed`;
--> statement-breakpoint
CREATE TRIGGER `inventory_changes_night_changed` AFTER UPDATE OF `available_rooms`, `blocked`, `room_type_id`, `date`, `base_price_cents`, `price_modifier`, `seasonal_adjustment`, `promotion_discount` ON `hotel_inventory`
BEGIN
  INSERT INTO `inventory_changes` (`room_type_id`) VALUES (NEW.`room_type_id`);
  INSERT INTO `inventory_changes` (`room_type_id`) SELECT OLD.`room_type_id` WHERE OLD.`room_type_id` <> NEW.`room_type_id`;
END;
