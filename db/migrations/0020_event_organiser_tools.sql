ALTER TABLE `event_rsvps` ADD `checked_in_at` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `ics_sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `changed_at` integer;