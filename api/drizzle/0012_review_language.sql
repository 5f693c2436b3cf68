-- The language a review is written in, so pages mark it (lang) for screen readers and speech.
ALTER TABLE `hotel_reviews` ADD `language` text;
--> statement-breakpoint
-- Reviews written before: Arabic letters mean Arabic, Turkish letters Turkish; the rest stay unknown.
UPDATE `hotel_reviews` SET `language` = 'ar' WHERE `text` GLOB '*[ء-ي]*';
--> statement-breakpoint
UPDATE `hotel_reviews` SET `language` = 'tr' WHERE `language` IS NULL AND `text` GLOB '*[çğıöşüÇĞİÖŞÜ]*';
