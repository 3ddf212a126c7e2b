-- /jobs' unfiltered total kept between requests while it is exact (models/list-totals.server.ts), as 0028 did for
-- events, classifieds and news: a counter for jobs, started at a random number, raised by every write to the table.
INSERT INTO `list_versions` (`list`, `version`) VALUES ('jobs', abs(random() % 1000000000000));--> statement-breakpoint
CREATE TRIGGER `jobs_list_version_insert` AFTER INSERT ON `jobs` BEGIN
  UPDATE `list_versions` SET `version` = `version` + 1 WHERE `list` = 'jobs';
END;--> statement-breakpoint
CREATE TRIGGER `jobs_list_version_update` AFTER UPDATE ON `jobs` BEGIN
  UPDATE `list_versions` SET `version` = `version` + 1 WHERE `list` = 'jobs';
END;--> statement-breakpoint
CREATE TRIGGER `jobs_list_version_delete` AFTER DELETE ON `jobs` BEGIN
  UPDATE `list_versions` SET `version` = `version` + 1 WHERE `list` = 'jobs';
END;
