DROP INDEX `events_source_uid_unique`;--> statement-breakpoint
ALTER TABLE `events` ADD `all_day` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `description_html` text;--> statement-breakpoint
CREATE UNIQUE INDEX `events_feed_source_uid_unique` ON `events` (`feed_id`,`source_uid`);