CREATE TABLE `warning_mail_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`user_id` text,
	`lang` text DEFAULT 'en' NOT NULL,
	`manage_token` text NOT NULL,
	`confirm_token_hash` text,
	`confirm_sent_at` integer,
	`confirm_expires_at` integer,
	`confirmed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `warning_mail_subscribers_email_unique` ON `warning_mail_subscribers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `warning_mail_subscribers_manageToken_unique` ON `warning_mail_subscribers` (`manage_token`);--> statement-breakpoint
CREATE INDEX `warning_mail_subscribers_confirm_idx` ON `warning_mail_subscribers` (`confirm_token_hash`);