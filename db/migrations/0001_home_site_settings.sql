ALTER TABLE `site_config` ADD `social_links` text;--> statement-breakpoint
ALTER TABLE `site_config` ADD `support_email` text;