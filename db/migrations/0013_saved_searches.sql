CREATE TABLE `saved_search_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`at` integer NOT NULL,
	`queued_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_search_runs_date_unique` ON `saved_search_runs` (`date`);--> statement-breakpoint
CREATE TABLE `saved_search_sends` (
	`run_id` integer NOT NULL,
	`search_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`claim` text,
	`claimed_at` integer,
	`sent_at` integer,
	`matches` integer,
	PRIMARY KEY(`run_id`, `search_id`),
	FOREIGN KEY (`run_id`) REFERENCES `saved_search_runs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`search_id`) REFERENCES `saved_searches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_search_sends_claim_idx` ON `saved_search_sends` (`claim`);--> statement-breakpoint
CREATE TABLE `saved_searches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`kind` text NOT NULL,
	`query` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`user_id` text,
	`manage_token` text NOT NULL,
	`confirm_token_hash` text,
	`confirm_sent_at` integer,
	`confirm_expires_at` integer,
	`confirmed_at` integer,
	`matched_until` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_searches_search_unique` ON `saved_searches` (`email`,`kind`,`query`);--> statement-breakpoint
CREATE UNIQUE INDEX `saved_searches_manage_token_unique` ON `saved_searches` (`manage_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `saved_searches_confirm_token_unique` ON `saved_searches` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `saved_searches_status_idx` ON `saved_searches` (`status`,`id`);--> statement-breakpoint
CREATE INDEX `events_created_idx` ON `events` (`is_active`,`is_public`,`awaiting_payment`,`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_created_idx` ON `jobs` (`is_active`,`created_at`);