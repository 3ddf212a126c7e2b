DROP INDEX `events_upcoming_count_idx`;--> statement-breakpoint
CREATE INDEX `events_series_listed_idx` ON `events` (`series_id`,`is_active`,`is_public`,`awaiting_payment`,`start_date`,`cancelled_at`,`end_date`,`is_override`);--> statement-breakpoint
CREATE INDEX `events_upcoming_count_idx` ON `events` (`is_active`,`is_public`,`awaiting_payment`,`end_date`,`start_date`,`series_id`);