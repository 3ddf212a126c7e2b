CREATE TABLE `push_sends` (
	`thread_id` integer NOT NULL,
	`subscription_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`claim` text,
	`claimed_at` integer,
	`sent_at` integer,
	PRIMARY KEY(`thread_id`, `subscription_id`),
	FOREIGN KEY (`thread_id`) REFERENCES `push_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `push_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `push_sends_claim_idx` ON `push_sends` (`claim`);--> statement-breakpoint
CREATE TABLE `push_threads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`alert_id` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`url` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`queued_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_threads_alertId_unique` ON `push_threads` (`alert_id`);