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
ALTER TABLE `events` ADD `image_alt` text;