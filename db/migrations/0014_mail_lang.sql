ALTER TABLE `letter_subscribers` ADD `lang` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `lang` text DEFAULT 'en' NOT NULL;