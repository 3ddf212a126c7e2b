CREATE TABLE `business_review_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`resolved_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `business_reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_review_reports_member_unique` ON `business_review_reports` (`review_id`,`reporter_id`);--> statement-breakpoint
CREATE INDEX `business_review_reports_open_idx` ON `business_review_reports` (`resolved_at`,`review_id`);--> statement-breakpoint
CREATE INDEX `business_review_reports_reporter_idx` ON `business_review_reports` (`reporter_id`);--> statement-breakpoint
CREATE TABLE `business_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`author_id` text NOT NULL,
	`rating` integer NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`picture_url` text,
	`status` text DEFAULT 'published' NOT NULL,
	`owner_reply` text,
	`owner_reply_at` integer,
	`moderated_by` text,
	`moderated_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`moderated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_reviews_author_unique` ON `business_reviews` (`business_id`,`author_id`);--> statement-breakpoint
CREATE INDEX `business_reviews_page_idx` ON `business_reviews` (`business_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `business_reviews_status_idx` ON `business_reviews` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `business_reviews_author_idx` ON `business_reviews` (`author_id`);--> statement-breakpoint
ALTER TABLE `businesses` ADD `resident_rating` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `businesses` ADD `resident_review_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `businesses_active_shown_rating_idx` ON `businesses` (`is_active`,(case when "resident_review_count" >= 3 then "resident_rating" else "rating" end));