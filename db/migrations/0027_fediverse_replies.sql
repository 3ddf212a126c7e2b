CREATE TABLE `fediverse_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`note_id` text NOT NULL,
	`actor_id` text NOT NULL,
	`handle` text NOT NULL,
	`domain` text NOT NULL,
	`url` text,
	`content` text NOT NULL,
	`lang` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fediverse_replies_note_unique` ON `fediverse_replies` (`note_id`);--> statement-breakpoint
CREATE INDEX `fediverse_replies_item_idx` ON `fediverse_replies` (`kind`,`item_id`,`status`);