CREATE TABLE `event_series` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rrule` text NOT NULL,
	`dtstart` integer NOT NULL,
	`tz` text NOT NULL,
	`duration_ms` integer,
	`horizon_at` integer NOT NULL,
	`organizer_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organizer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `events` ADD `series_id` integer REFERENCES event_series(id);--> statement-breakpoint
ALTER TABLE `events` ADD `recurrence_id` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `is_override` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `events_series_recurrence_unique` ON `events` (`series_id`,`recurrence_id`);--> statement-breakpoint
CREATE INDEX `events_series_start_idx` ON `events` (`series_id`,`start_date`);