ALTER TABLE `saved_searches` ADD `name` text;--> statement-breakpoint
ALTER TABLE `saved_searches` ADD `paused` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `saved_searches` ADD `last_sent_at` integer;--> statement-breakpoint
ALTER TABLE `saved_searches` ADD `matches_sent` integer DEFAULT 0 NOT NULL;