CREATE INDEX `classifieds_premium_idx` ON `classified_ads` (`is_active`,`is_premium`,`created_at`);--> statement-breakpoint
CREATE INDEX `classifieds_listed_count_idx` ON `classified_ads` (`is_active`,`awaiting_payment`,`sold_at`,`removed_at`,`expires_at`);--> statement-breakpoint
CREATE INDEX `classifieds_seller_listed_idx` ON `classified_ads` (`seller_id`,`is_active`,`awaiting_payment`,`expires_at`);--> statement-breakpoint
CREATE INDEX `events_featured_order_idx` ON `events` (`is_featured`,"is_premium" desc,`start_date`);--> statement-breakpoint
CREATE INDEX `events_upcoming_count_idx` ON `events` (`is_active`,`is_public`,`awaiting_payment`,`end_date`,`start_date`);--> statement-breakpoint
CREATE INDEX `jobs_posted_order_idx` ON `jobs` (`is_active`,"posted_date" desc,`id`);--> statement-breakpoint
CREATE INDEX `jobs_place_idx` ON `jobs` (`is_active`,`latitude`,`longitude`,`expires_date`);--> statement-breakpoint
CREATE INDEX `jobs_listed_count_idx` ON `jobs` (`is_active`,`expires_date`,`is_remote`,`distance_from_greenwood`);--> statement-breakpoint
CREATE INDEX `local_jobs_pinned_idx` ON `local_jobs` (`is_pinned`,`pinned_until`);