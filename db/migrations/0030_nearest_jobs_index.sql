DROP INDEX `jobs_place_idx`;--> statement-breakpoint
CREATE INDEX `jobs_place_idx` ON `jobs` (`is_active`,`latitude`,`longitude`,`expires_date`,`posted_date`,`id`);