CREATE INDEX `businesses_sitemap_idx` ON `businesses` (`is_active`,`id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `classifieds_sitemap_idx` ON `classified_ads` (`is_active`,`awaiting_payment`,`id`);--> statement-breakpoint
CREATE INDEX `events_sitemap_idx` ON `events` (`is_active`,`is_public`,`awaiting_payment`,`id`);--> statement-breakpoint
CREATE INDEX `jobs_sitemap_idx` ON `jobs` (`is_active`,`id`);--> statement-breakpoint
CREATE INDEX `news_sitemap_idx` ON `news_articles` (`status`,`id`,`updated_at`);