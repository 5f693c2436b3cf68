-- The language a restaurant review is written in, so pages mark it (lang) for screen readers and speech.
ALTER TABLE `restaurant_reviews` ADD `language` text;
--> statement-breakpoint
-- Reviews written before: Arabic letters mean Arabic, Turkish letters Turkish (as 0012 did for hotel reviews).
UPDATE `restaurant_reviews` SET `language` = 'ar' WHERE `comment` GLOB '*[ء-ي]*';
--> statement-breakpoint
UPDATE `restaurant_reviews` SET `language` = 'tr' WHERE `language` IS NULL AND `comment` GLOB '*[çğıöşüÇĞİÖŞÜ]*';
--> statement-breakpoint
-- Restaurant reviews have only ever come from the seed: its English ones say so; anything else stays unknown.
UPDATE `restaurant_reviews` SET `language` = 'en' WHERE `language` IS NULL AND `comment` IN (
  'Wonderful food and a warm welcome. We will come back on our next trip.',
  'Perfect for families, halal options clearly marked and very kind staff.',
  'Great view and tasty dishes; it gets busy, so booking a table was a good idea.',
  'Fresh ingredients and fair prices. Service a little slow at peak time.',
  'The best meal of our holiday in the Black Sea region.',
  'Good food, but our table was near the door and it was noisy.',
  'Lovely atmosphere in the evening, recommended.'
);
