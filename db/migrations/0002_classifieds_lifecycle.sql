CREATE TABLE `classified_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ad_id` integer NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`ad_id`) REFERENCES `classified_ads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `classified_reports_member_unique` ON `classified_reports` (`ad_id`,`reporter_id`);--> statement-breakpoint
CREATE INDEX `classified_reports_ad_idx` ON `classified_reports` (`ad_id`);--> statement-breakpoint
ALTER TABLE `classified_ads` ADD `price_cents` integer;--> statement-breakpoint
ALTER TABLE `classified_ads` ADD `sold_at` integer;--> statement-breakpoint
ALTER TABLE `classified_ads` ADD `removed_at` integer;--> statement-breakpoint
CREATE INDEX `classifieds_price_idx` ON `classified_ads` (`price_cents`);