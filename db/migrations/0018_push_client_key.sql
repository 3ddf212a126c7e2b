ALTER TABLE `push_subscriptions` ADD `client_key` text;--> statement-breakpoint
CREATE INDEX `push_subscriptions_client_idx` ON `push_subscriptions` (`client_key`);