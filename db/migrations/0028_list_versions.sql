CREATE TABLE `list_versions` (
	`list` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);--> statement-breakpoint
INSERT INTO `list_versions` (`list`, `version`) VALUES ('events', abs(random() % 1000000000000)), ('classifieds', abs(random() % 1000000000000)), ('news', abs(random() % 1000000000000));--> statement-breakpoint
CREATE TRIGGER `events_list_version_insert` AFTER INSERT ON `events` BEGIN
  UPDATE `list_versions` SET `version` = `version` + 1 WHERE `list` = 'events';
END;--> statement-breakpoint
CREATE TRIGGER `events_list_version_update` AFTER UPDATE ON `events` BEGIN
  UPDATE `list_versions` SET `version` = `version` + 1 WHERE `list` = 'events';
END;--> statement-breakpoint
CREATE TRIGGER `events_list_version_delete` AFTER DELETE ON `events` BEGIN
  UPDATE `list_versions` SET `version` = `version` + 1 WHERE `list` = 'events';
END;--> statement-breakpoint
CREATE TRIGGER `classified_ads_list_version_insert` AFTER INSERT ON `classified_ads` BEGIN
  UPDATE `list_versions` SET `version` = `version` + 1 WHERE `list` = 'classifieds';
END;--> statement-breakpoint
CREATE TRIGGER `classified_ads_list_version_update` AFTER UPDATE ON `classified_ads` BEGIN
  UPDATE `list_versions` SET `version` = `version` + 1 WHERE `list` = 'classifieds';
END;--> statement-breakpoint
CREATE TRIGGER `classified_ads_list_version_delete` AFTER DELETE ON `classified_ads` BEGIN
  UPDATE `list_versions` SET `version` = `version` + 1 WHERE `list` = 'classifieds';
END;--> statement-breakpoint
CREATE TRIGGER `news_articles_list_version_insert` AFTER INSERT ON `news_articles` BEGIN
  UPDATE `list_versions` SET `version` = `version` + 1 WHERE `list` = 'news';
END;--> statement-breakpoint
CREATE TRIGGER `news_articles_list_version_update` AFTER UPDATE ON `news_articles` BEGIN
  UPDATE `list_versions` SET `version` = `version` + 1 WHERE `list` = 'news';
END;--> statement-breakpoint
CREATE TRIGGER `news_articles_list_version_delete` AFTER DELETE ON `news_articles` BEGIN
  UPDATE `list_versions` SET `version` = `version` + 1 WHERE `list` = 'news';
END;
