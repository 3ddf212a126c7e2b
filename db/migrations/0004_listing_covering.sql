DROP INDEX `events_listing_idx`;--> statement-breakpoint
CREATE INDEX `events_listing_idx` ON `events` (`is_active`,`is_public`,`awaiting_payment`,`start_date`,`end_date`);