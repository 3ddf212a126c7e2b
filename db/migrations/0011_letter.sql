CREATE TABLE `letter_issues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`subject` text NOT NULL,
	`content` text NOT NULL,
	`queued_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `letter_issues_date_unique` ON `letter_issues` (`date`);--> statement-breakpoint
CREATE TABLE `letter_sends` (
	`issue_id` integer NOT NULL,
	`subscriber_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`claim` text,
	`claimed_at` integer,
	`sent_at` integer,
	PRIMARY KEY(`issue_id`, `subscriber_id`),
	FOREIGN KEY (`issue_id`) REFERENCES `letter_issues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscriber_id`) REFERENCES `letter_subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `letter_sends_claim_idx` ON `letter_sends` (`claim`);--> statement-breakpoint
CREATE TABLE `letter_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`weekday` integer DEFAULT 4 NOT NULL,
	`hour` integer DEFAULT 7 NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `letter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`topics` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`user_id` text,
	`manage_token` text NOT NULL,
	`confirm_token_hash` text,
	`pending_topics` text,
	`confirm_sent_at` integer,
	`confirm_expires_at` integer,
	`confirmed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `letter_subscribers_email_unique` ON `letter_subscribers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `letter_subscribers_manage_token_unique` ON `letter_subscribers` (`manage_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `letter_subscribers_confirm_token_unique` ON `letter_subscribers` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `letter_subscribers_user_idx` ON `letter_subscribers` (`user_id`);--> statement-breakpoint
CREATE INDEX `letter_subscribers_status_idx` ON `letter_subscribers` (`status`,`id`);--> statement-breakpoint
CREATE TABLE `mail_suppressions` (
	`email` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
