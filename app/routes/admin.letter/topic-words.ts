// The letter's topics' names in the admin's letter pages (the items, the preview and the numbers).
export const TOPIC_WORDS = {
  news: /*i18n*/ { id: "adminLetter.topic_news", message: "News" },
  events: /*i18n*/ { id: "adminLetter.topic_events", message: "Events" },
  businesses: /*i18n*/ { id: "adminLetter.topic_businesses", message: "New businesses" },
  classifieds: /*i18n*/ { id: "adminLetter.topic_classifieds", message: "Classifieds" },
  jobs: /*i18n*/ { id: "adminLetter.topic_jobs", message: "Jobs" },
} as const;
