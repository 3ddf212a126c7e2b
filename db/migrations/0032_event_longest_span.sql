CREATE TABLE `event_spans` (
	`id` integer PRIMARY KEY NOT NULL,
	`longest_ms` integer NOT NULL
);
--> statement-breakpoint
-- The longest an event has lasted, start to end (ms): kept by the triggers below, never lowered, so an event that is not
-- over yet started at most this long ago (models/events.server.ts upcomingByStart). Events without an end do not count:
-- "upcoming" reads them by their start.
INSERT INTO `event_spans` (`id`, `longest_ms`) SELECT 1, coalesce(max(`end_date` - `start_date`), 0) FROM `events` WHERE `end_date` IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER `event_spans_insert` AFTER INSERT ON `events` WHEN new.`end_date` IS NOT NULL BEGIN
  UPDATE `event_spans` SET `longest_ms` = new.`end_date` - new.`start_date` WHERE `id` = 1 AND new.`end_date` - new.`start_date` > `longest_ms`;
END;--> statement-breakpoint
CREATE TRIGGER `event_spans_update` AFTER UPDATE OF `start_date`, `end_date` ON `events` WHEN new.`end_date` IS NOT NULL BEGIN
  UPDATE `event_spans` SET `longest_ms` = new.`end_date` - new.`start_date` WHERE `id` = 1 AND new.`end_date` - new.`start_date` > `longest_ms`;
END;
