CREATE TABLE `business_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(100) NOT NULL,
	`description` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_categories_name_unique` ON `business_categories` (`name`);--> statement-breakpoint
CREATE TABLE `business_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`business_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`verification_data` text NOT NULL,
	`reviewed_by` text,
	`reviewed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `business_claims_status_idx` ON `business_claims` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `business_claims_open_unique` ON `business_claims` (`business_id`,`user_id`) WHERE status = 'pending';--> statement-breakpoint
CREATE TABLE `businesses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(255) NOT NULL,
	`description` text,
	`category_id` integer,
	`phone` text(20),
	`email` text,
	`website` text,
	`address` text,
	`hours` text,
	`services` text,
	`logo_url` text,
	`image_urls` text,
	`rating` real DEFAULT 0 NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`is_premium` integer DEFAULT false NOT NULL,
	`owner_id` text,
	`claim_status` text DEFAULT 'unclaimed' NOT NULL,
	`claimed_at` integer,
	`claim_verification_data` text,
	`owner_edited_at` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`google_place_id` text,
	`google_rating` real,
	`google_review_count` integer,
	`google_photo_urls` text,
	`latitude` real,
	`longitude` real,
	`price_level` text,
	`business_status` text,
	`last_google_sync` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `business_categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `businesses_google_place_id_unique` ON `businesses` (`google_place_id`);--> statement-breakpoint
CREATE INDEX `businesses_active_name_idx` ON `businesses` (`is_active`,`name`);--> statement-breakpoint
CREATE INDEX `businesses_active_rating_idx` ON `businesses` (`is_active`,`rating`);--> statement-breakpoint
CREATE INDEX `businesses_active_premium_idx` ON `businesses` (`is_active`,`is_premium`,`name`);--> statement-breakpoint
CREATE INDEX `businesses_category_idx` ON `businesses` (`category_id`,`name`);--> statement-breakpoint
CREATE INDEX `businesses_owner_idx` ON `businesses` (`owner_id`);--> statement-breakpoint
CREATE INDEX `businesses_claim_status_idx` ON `businesses` (`claim_status`);--> statement-breakpoint
CREATE TABLE `classified_ads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text(255) NOT NULL,
	`description` text NOT NULL,
	`category` text(50) NOT NULL,
	`price` text,
	`location` text(100),
	`image_urls` text,
	`contact_email` text,
	`contact_phone` text(20),
	`is_premium` integer DEFAULT false NOT NULL,
	`featured_until` integer,
	`awaiting_payment` integer DEFAULT false NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`seller_id` text,
	`expires_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `classifieds_listing_idx` ON `classified_ads` (`is_active`,`created_at`);--> statement-breakpoint
CREATE INDEX `classifieds_category_idx` ON `classified_ads` (`category`,`created_at`);--> statement-breakpoint
CREATE INDEX `classifieds_expires_idx` ON `classified_ads` (`expires_at`);--> statement-breakpoint
CREATE INDEX `classifieds_seller_idx` ON `classified_ads` (`seller_id`);--> statement-breakpoint
CREATE TABLE `event_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(100) NOT NULL,
	`description` text,
	`color` text(7) DEFAULT '#3B82F6' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_categories_name_unique` ON `event_categories` (`name`);--> statement-breakpoint
CREATE TABLE `event_feeds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`url` text NOT NULL,
	`category_id` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`last_fetched_at` integer,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `event_categories`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_feeds_url_unique` ON `event_feeds` (`url`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text(255) NOT NULL,
	`description` text,
	`category_id` integer,
	`start_date` integer NOT NULL,
	`end_date` integer,
	`location` text(255),
	`address` text,
	`latitude` real,
	`longitude` real,
	`image_url` text,
	`price` text DEFAULT '0.00' NOT NULL,
	`website_url` text,
	`contact_email` text,
	`contact_phone` text(20),
	`registration_required` integer DEFAULT false NOT NULL,
	`registration_url` text,
	`tags` text,
	`is_featured` integer DEFAULT false NOT NULL,
	`featured_until` integer,
	`is_public` integer DEFAULT true NOT NULL,
	`is_premium` integer DEFAULT false NOT NULL,
	`awaiting_payment` integer DEFAULT false NOT NULL,
	`organizer_id` text,
	`organizer_name` text,
	`organizer_contact` text,
	`max_attendees` integer,
	`current_attendees` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`source_uid` text,
	`feed_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `event_categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`organizer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`feed_id`) REFERENCES `event_feeds`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `events_listing_idx` ON `events` (`is_active`,`is_public`,`start_date`);--> statement-breakpoint
CREATE INDEX `events_category_idx` ON `events` (`category_id`,`start_date`);--> statement-breakpoint
CREATE INDEX `events_featured_idx` ON `events` (`is_featured`,`start_date`);--> statement-breakpoint
CREATE INDEX `events_organizer_idx` ON `events` (`organizer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `events_source_uid_unique` ON `events` (`source_uid`);--> statement-breakpoint
CREATE TABLE `import_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job` text NOT NULL,
	`trigger` text DEFAULT 'cron' NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`ok` integer,
	`counts` text,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `import_runs_job_idx` ON `import_runs` (`job`,`started_at`);--> statement-breakpoint
CREATE TABLE `job_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` text NOT NULL,
	`user_id` text NOT NULL,
	`applied_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`status` text DEFAULT 'applied' NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_applications_job_user_unique` ON `job_applications` (`job_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `job_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(100) NOT NULL,
	`description` text,
	`color` text DEFAULT '#10b981' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_categories_name_unique` ON `job_categories` (`name`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`company` text NOT NULL,
	`location` text,
	`description` text,
	`salary` text(100),
	`employment_type` text,
	`experience_level` text,
	`industry` text,
	`skills` text,
	`apply_url` text,
	`company_website` text,
	`company_logo` text,
	`is_remote` integer DEFAULT false NOT NULL,
	`posted_date` integer,
	`expires_date` integer,
	`category_id` integer,
	`latitude` real,
	`longitude` real,
	`distance_from_greenwood` real,
	`is_active` integer DEFAULT true NOT NULL,
	`last_fetched` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `job_categories`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `jobs_listing_idx` ON `jobs` (`is_active`,`posted_date`);--> statement-breakpoint
CREATE INDEX `jobs_distance_idx` ON `jobs` (`is_active`,`distance_from_greenwood`);--> statement-breakpoint
CREATE INDEX `jobs_category_idx` ON `jobs` (`category_id`);--> statement-breakpoint
CREATE TABLE `local_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`company` text NOT NULL,
	`company_logo` text,
	`website` text,
	`location` text,
	`address` text,
	`salary` text,
	`employment_type` text NOT NULL,
	`experience_level` text,
	`skills` text,
	`requirements` text,
	`benefits` text,
	`apply_url` text,
	`apply_email` text,
	`apply_phone` text,
	`category_id` integer,
	`pricing_tier` text NOT NULL,
	`payment_amount` text NOT NULL,
	`payment_status` text DEFAULT 'pending' NOT NULL,
	`stripe_payment_intent_id` text,
	`stripe_customer_id` text,
	`is_pinned` integer DEFAULT false NOT NULL,
	`pinned_until` integer,
	`include_in_newsletter` integer DEFAULT false NOT NULL,
	`enable_push_notifications` integer DEFAULT false NOT NULL,
	`enable_social_media_post` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`expires_at` integer,
	`published_at` integer,
	`contact_name` text(100),
	`contact_email` text NOT NULL,
	`contact_phone` text,
	`employer_id` text,
	`reviewed_by` text,
	`reviewed_at` integer,
	`rejection_reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `job_categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`employer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `local_jobs_listing_idx` ON `local_jobs` (`status`,`is_active`,`published_at`);--> statement-breakpoint
CREATE INDEX `local_jobs_employer_idx` ON `local_jobs` (`employer_id`);--> statement-breakpoint
CREATE TABLE `news_articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text(255) NOT NULL,
	`excerpt` text,
	`content` text,
	`image_url` text,
	`image_caption` text,
	`category` text(50),
	`author` text(100),
	`tags` text,
	`location` text,
	`source_url` text,
	`original_url` text,
	`source_key` text,
	`feed_id` integer,
	`submitter_id` text,
	`is_user_submitted` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`is_premium` integer DEFAULT false NOT NULL,
	`premium_until` integer,
	`reviewed_by` text,
	`reviewed_at` integer,
	`rejection_reason` text,
	`published_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`feed_id`) REFERENCES `news_feeds`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`submitter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `news_status_published_idx` ON `news_articles` (`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `news_category_published_idx` ON `news_articles` (`category`,`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `news_premium_idx` ON `news_articles` (`status`,`premium_until`);--> statement-breakpoint
CREATE INDEX `news_submitter_idx` ON `news_articles` (`submitter_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `news_source_key_unique` ON `news_articles` (`source_key`);--> statement-breakpoint
CREATE TABLE `news_feeds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`url` text NOT NULL,
	`category` text(50),
	`is_active` integer DEFAULT true NOT NULL,
	`last_fetched_at` integer,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_feeds_url_unique` ON `news_feeds` (`url`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`tier` text,
	`item_id` text,
	`buyer_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`recurring` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider` text,
	`provider_order_id` text,
	`provider_subscription_id` text,
	`paid_at` integer,
	`fulfilled_at` integer,
	`refunded_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `orders_buyer_idx` ON `orders` (`buyer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_provider_order_idx` ON `orders` (`provider`,`provider_order_id`);--> statement-breakpoint
CREATE INDEX `orders_subscription_idx` ON `orders` (`provider_subscription_id`);--> statement-breakpoint
CREATE INDEX `orders_status_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`type` text NOT NULL,
	`processed_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text NOT NULL,
	`expire` integer NOT NULL,
	`user_id` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `site_config` (
	`id` integer PRIMARY KEY NOT NULL,
	`site_name` text NOT NULL,
	`features` text NOT NULL,
	`colors` text NOT NULL,
	`mode` text DEFAULT 'greenwood' NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `support_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`category` text NOT NULL,
	`user_id` text,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `support_messages_status_idx` ON `support_messages` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`role` text DEFAULT 'user' NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);