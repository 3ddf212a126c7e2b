-- Site search (issue 18, docs/decisions/search.md): an FTS5 index with the trigram tokenizer (case-insensitive substrings of
-- 3+ characters) over the searched text of each kind. External content: the index stores no second copy of the
-- text; the triggers below keep it in step with every INSERT, UPDATE of a searched column, and DELETE. Visibility
-- (published, active, not expired ...) is not indexed: the search query joins the base table and filters there.
--
-- A later migration that rebuilds one of these tables (drizzle's __new_ table copy) drops its triggers and, for
-- jobs (a text primary key, so the index follows the implicit rowid), may renumber rows: such a migration must
-- recreate the triggers below and run the 'rebuild' again. tests/integration/search.test.ts checks the triggers exist.
CREATE VIRTUAL TABLE `news_articles_fts` USING fts5(title, excerpt, content, content='news_articles', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `news_articles_fts_insert` AFTER INSERT ON `news_articles` BEGIN
  INSERT INTO `news_articles_fts`(rowid, title, excerpt, content) VALUES (new.id, new.title, new.excerpt, new.content);
END;
--> statement-breakpoint
CREATE TRIGGER `news_articles_fts_delete` AFTER DELETE ON `news_articles` BEGIN
  INSERT INTO `news_articles_fts`(`news_articles_fts`, rowid, title, excerpt, content) VALUES ('delete', old.id, old.title, old.excerpt, old.content);
END;
--> statement-breakpoint
CREATE TRIGGER `news_articles_fts_update` AFTER UPDATE OF id, title, excerpt, content ON `news_articles` BEGIN
  INSERT INTO `news_articles_fts`(`news_articles_fts`, rowid, title, excerpt, content) VALUES ('delete', old.id, old.title, old.excerpt, old.content);
  INSERT INTO `news_articles_fts`(rowid, title, excerpt, content) VALUES (new.id, new.title, new.excerpt, new.content);
END;
--> statement-breakpoint
INSERT INTO `news_articles_fts`(`news_articles_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `businesses_fts` USING fts5(name, description, address, content='businesses', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `businesses_fts_insert` AFTER INSERT ON `businesses` BEGIN
  INSERT INTO `businesses_fts`(rowid, name, description, address) VALUES (new.id, new.name, new.description, new.address);
END;
--> statement-breakpoint
CREATE TRIGGER `businesses_fts_delete` AFTER DELETE ON `businesses` BEGIN
  INSERT INTO `businesses_fts`(`businesses_fts`, rowid, name, description, address) VALUES ('delete', old.id, old.name, old.description, old.address);
END;
--> statement-breakpoint
CREATE TRIGGER `businesses_fts_update` AFTER UPDATE OF id, name, description, address ON `businesses` BEGIN
  INSERT INTO `businesses_fts`(`businesses_fts`, rowid, name, description, address) VALUES ('delete', old.id, old.name, old.description, old.address);
  INSERT INTO `businesses_fts`(rowid, name, description, address) VALUES (new.id, new.name, new.description, new.address);
END;
--> statement-breakpoint
INSERT INTO `businesses_fts`(`businesses_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `events_fts` USING fts5(title, description, location, content='events', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `events_fts_insert` AFTER INSERT ON `events` BEGIN
  INSERT INTO `events_fts`(rowid, title, description, location) VALUES (new.id, new.title, new.description, new.location);
END;
--> statement-breakpoint
CREATE TRIGGER `events_fts_delete` AFTER DELETE ON `events` BEGIN
  INSERT INTO `events_fts`(`events_fts`, rowid, title, description, location) VALUES ('delete', old.id, old.title, old.description, old.location);
END;
--> statement-breakpoint
CREATE TRIGGER `events_fts_update` AFTER UPDATE OF id, title, description, location ON `events` BEGIN
  INSERT INTO `events_fts`(`events_fts`, rowid, title, description, location) VALUES ('delete', old.id, old.title, old.description, old.location);
  INSERT INTO `events_fts`(rowid, title, description, location) VALUES (new.id, new.title, new.description, new.location);
END;
--> statement-breakpoint
INSERT INTO `events_fts`(`events_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `classified_ads_fts` USING fts5(title, description, category, content='classified_ads', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `classified_ads_fts_insert` AFTER INSERT ON `classified_ads` BEGIN
  INSERT INTO `classified_ads_fts`(rowid, title, description, category) VALUES (new.id, new.title, new.description, new.category);
END;
--> statement-breakpoint
CREATE TRIGGER `classified_ads_fts_delete` AFTER DELETE ON `classified_ads` BEGIN
  INSERT INTO `classified_ads_fts`(`classified_ads_fts`, rowid, title, description, category) VALUES ('delete', old.id, old.title, old.description, old.category);
END;
--> statement-breakpoint
CREATE TRIGGER `classified_ads_fts_update` AFTER UPDATE OF id, title, description, category ON `classified_ads` BEGIN
  INSERT INTO `classified_ads_fts`(`classified_ads_fts`, rowid, title, description, category) VALUES ('delete', old.id, old.title, old.description, old.category);
  INSERT INTO `classified_ads_fts`(rowid, title, description, category) VALUES (new.id, new.title, new.description, new.category);
END;
--> statement-breakpoint
INSERT INTO `classified_ads_fts`(`classified_ads_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE `jobs_fts` USING fts5(title, company, description, location, content='jobs', content_rowid='rowid', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_insert` AFTER INSERT ON `jobs` BEGIN
  INSERT INTO `jobs_fts`(rowid, title, company, description, location) VALUES (new.rowid, new.title, new.company, new.description, new.location);
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_delete` AFTER DELETE ON `jobs` BEGIN
  INSERT INTO `jobs_fts`(`jobs_fts`, rowid, title, company, description, location) VALUES ('delete', old.rowid, old.title, old.company, old.description, old.location);
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_fts_update` AFTER UPDATE OF title, company, description, location ON `jobs` BEGIN
  INSERT INTO `jobs_fts`(`jobs_fts`, rowid, title, company, description, location) VALUES ('delete', old.rowid, old.title, old.company, old.description, old.location);
  INSERT INTO `jobs_fts`(rowid, title, company, description, location) VALUES (new.rowid, new.title, new.company, new.description, new.location);
END;
--> statement-breakpoint
INSERT INTO `jobs_fts`(`jobs_fts`) VALUES ('rebuild');
