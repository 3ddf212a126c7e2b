DROP INDEX `classifieds_seller_idx`;--> statement-breakpoint
CREATE INDEX `classifieds_seller_idx` ON `classified_ads` (`seller_id`,`awaiting_payment`,`created_at`);--> statement-breakpoint
DROP INDEX `events_organizer_idx`;--> statement-breakpoint
CREATE INDEX `events_organizer_idx` ON `events` (`organizer_id`,`awaiting_payment`,`start_date`);--> statement-breakpoint
DROP INDEX `news_submitter_idx`;--> statement-breakpoint
CREATE INDEX `news_submitter_idx` ON `news_articles` (`submitter_id`,`status`,`updated_at`);