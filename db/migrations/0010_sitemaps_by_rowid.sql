DROP INDEX `businesses_sitemap_idx`;--> statement-breakpoint
DROP INDEX `classifieds_sitemap_idx`;--> statement-breakpoint
DROP INDEX `events_sitemap_idx`;--> statement-breakpoint
DROP INDEX `jobs_sitemap_idx`;--> statement-breakpoint
DROP INDEX `news_sitemap_idx`;