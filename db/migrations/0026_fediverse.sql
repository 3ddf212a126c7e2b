CREATE TABLE `fediverse_blocked_domains` (
	`domain` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `fediverse_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`activity_id` text NOT NULL,
	`activity_type` text NOT NULL,
	`inbox` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 1 NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fediverse_deliveries_activity_inbox_unique` ON `fediverse_deliveries` (`activity_id`,`inbox`);--> statement-breakpoint
CREATE INDEX `fediverse_deliveries_updated_idx` ON `fediverse_deliveries` (`updated_at`);--> statement-breakpoint
CREATE TABLE `fediverse_followers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor` text NOT NULL,
	`follower_id` text NOT NULL,
	`handle` text,
	`inbox` text NOT NULL,
	`shared_inbox` text,
	`domain` text NOT NULL,
	`follow_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fediverse_followers_actor_follower_unique` ON `fediverse_followers` (`actor`,`follower_id`);--> statement-breakpoint
CREATE INDEX `fediverse_followers_domain_idx` ON `fediverse_followers` (`domain`);--> statement-breakpoint
CREATE TABLE `fediverse_inboxes` (
	`inbox` text PRIMARY KEY NOT NULL,
	`failing_since` integer,
	`last_error` text,
	`paused_at` integer
);
--> statement-breakpoint
CREATE TABLE `fediverse_keys` (
	`actor` text NOT NULL,
	`algorithm` text NOT NULL,
	`private_jwk` text NOT NULL,
	`public_jwk` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`actor`, `algorithm`)
);
--> statement-breakpoint
CREATE TABLE `fediverse_posts` (
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`state` text NOT NULL,
	`facts` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`kind`, `item_id`)
);
--> statement-breakpoint
CREATE TABLE `fediverse_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
