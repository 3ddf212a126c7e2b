CREATE TABLE `event_rsvps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_rsvps_event_user_unique` ON `event_rsvps` (`event_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `event_rsvps_event_status_idx` ON `event_rsvps` (`event_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `event_rsvps_user_idx` ON `event_rsvps` (`user_id`);--> statement-breakpoint
ALTER TABLE `mail_messages` ADD `attachments` text;--> statement-breakpoint
-- The seed's invented attendance numbers go: currentAttendees is now the count of "going" answers (none yet).
UPDATE `events` SET `current_attendees` = 0;