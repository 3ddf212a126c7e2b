CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` text,
	`actor_email` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
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
CREATE TABLE `job_sources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(100) NOT NULL,
	`kind` text NOT NULL,
	`reference` text NOT NULL,
	`category_id` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`last_fetched_at` integer,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `job_categories`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_sources_kind_reference_unique` ON `job_sources` (`kind`,`reference`);--> statement-breakpoint
CREATE TABLE `mail_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text,
	`headers` text,
	`user_id` text,
	`support_message_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`provider_id` text,
	`dedupe_key` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`support_message_id`) REFERENCES `support_messages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_messages_dedupe_unique` ON `mail_messages` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `mail_messages_status_idx` ON `mail_messages` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `mail_messages_support_idx` ON `mail_messages` (`support_message_id`);--> statement-breakpoint
CREATE INDEX `mail_messages_created_idx` ON `mail_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `mail_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`item_id` text NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `school_districts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(120) NOT NULL,
	`website` text,
	`phone` text(20),
	`school_year` text(9) NOT NULL,
	`key_dates` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`verified_at` integer,
	`verified_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`verified_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `school_districts_order_idx` ON `school_districts` (`sort_order`);--> statement-breakpoint
CREATE TABLE `schools` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`district_id` integer NOT NULL,
	`name` text(120) NOT NULL,
	`type` text NOT NULL,
	`grades` text(20),
	`address` text(200),
	`phone` text(20),
	`website` text,
	`enrollment` integer,
	`rating` real,
	`programs` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`verified_at` integer,
	`verified_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`district_id`) REFERENCES `school_districts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`verified_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `schools_district_idx` ON `schools` (`district_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `service_contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(120) NOT NULL,
	`type` text NOT NULL,
	`phone` text(20) NOT NULL,
	`emergency_phone` text(20),
	`address` text(200),
	`hours` text(120),
	`website` text,
	`description` text(500),
	`priority` text DEFAULT 'normal' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`verified_at` integer,
	`verified_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`verified_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `service_contacts_order_idx` ON `service_contacts` (`priority`,`sort_order`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text,
	`content_type` text NOT NULL,
	`byte_size` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`has_sizes` integer DEFAULT false NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`kind` text,
	`item_id` integer,
	`attached_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `uploads_item_idx` ON `uploads` (`kind`,`item_id`);--> statement-breakpoint
CREATE INDEX `uploads_orphan_idx` ON `uploads` (`attached_at`,`created_at`);--> statement-breakpoint
DROP INDEX `events_source_uid_unique`;--> statement-breakpoint
ALTER TABLE `events` ADD `all_day` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `description_html` text;--> statement-breakpoint
ALTER TABLE `events` ADD `image_alt` text;--> statement-breakpoint
ALTER TABLE `events` ADD `cancelled_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `events_feed_source_uid_unique` ON `events` (`feed_id`,`source_uid`);--> statement-breakpoint
CREATE INDEX `events_start_idx` ON `events` (`start_date`);--> statement-breakpoint
CREATE INDEX `events_feed_idx` ON `events` (`feed_id`);--> statement-breakpoint
ALTER TABLE `classified_ads` ADD `price_cents` integer;--> statement-breakpoint
ALTER TABLE `classified_ads` ADD `sold_at` integer;--> statement-breakpoint
ALTER TABLE `classified_ads` ADD `removed_at` integer;--> statement-breakpoint
CREATE INDEX `classifieds_price_idx` ON `classified_ads` (`price_cents`);--> statement-breakpoint
ALTER TABLE `jobs` ADD `source_id` integer REFERENCES job_sources(id);--> statement-breakpoint
ALTER TABLE `jobs` ADD `external_id` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `local_job_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_source_external_unique` ON `jobs` (`source_id`,`external_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_local_job_unique` ON `jobs` (`local_job_id`);--> statement-breakpoint
ALTER TABLE `site_config` ADD `social_links` text;--> statement-breakpoint
ALTER TABLE `site_config` ADD `support_email` text;--> statement-breakpoint
ALTER TABLE `users` ADD `mail_prefs` text;--> statement-breakpoint
CREATE INDEX `businesses_name_nocase_idx` ON `businesses` (`is_active`,"name" collate nocase);--> statement-breakpoint
CREATE INDEX `import_runs_started_idx` ON `import_runs` (`started_at`);--> statement-breakpoint
CREATE INDEX `news_created_idx` ON `news_articles` (`created_at`);--> statement-breakpoint
CREATE INDEX `news_feed_idx` ON `news_articles` (`feed_id`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);