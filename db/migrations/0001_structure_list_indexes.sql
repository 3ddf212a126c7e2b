CREATE INDEX `businesses_name_nocase_idx` ON `businesses` (`is_active`,"name" collate nocase);--> statement-breakpoint
CREATE INDEX `events_start_idx` ON `events` (`start_date`);--> statement-breakpoint
CREATE INDEX `events_feed_idx` ON `events` (`feed_id`);--> statement-breakpoint
CREATE INDEX `import_runs_started_idx` ON `import_runs` (`started_at`);--> statement-breakpoint
CREATE INDEX `news_created_idx` ON `news_articles` (`created_at`);--> statement-breakpoint
CREATE INDEX `news_feed_idx` ON `news_articles` (`feed_id`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);