CREATE TABLE `job_sources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text(100) NOT NULL,
	`kind` text NOT NULL,
	`reference` text NOT NULL,
	`category_id` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`last_fetched_at` integer,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `job_categories`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_sources_kind_reference_unique` ON `job_sources` (`kind`,`reference`);--> statement-breakpoint
ALTER TABLE `jobs` ADD `source_id` integer REFERENCES job_sources(id);--> statement-breakpoint
ALTER TABLE `jobs` ADD `external_id` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `local_job_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_source_external_unique` ON `jobs` (`source_id`,`external_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_local_job_unique` ON `jobs` (`local_job_id`);