// The weekly letter's own words in English (the `letter` namespace of en-forms.ts). Its own small file because
// lib/letter.ts renders English by default, and that module ships to the browser (the topics' labels): it must not
// pull the catalogue. Values are simple {name} arguments, filled by lib/letter.ts.
export const enLetter = {
  subject: "{site} weekly letter: {month} {day}, {year}",
  news: "This week's top news",
  events: "Coming up this week",
  businesses: "New businesses",
  classifieds: "New classifieds",
  jobs: "New jobs near town",
  featured: "Featured",
  quietWeek: "A quiet week: nothing new in your topics.",
  subscribedAt: "You get this letter because you subscribed at {site}.",
  manageLink: "Change your topics or unsubscribe",
  unsubscribe: "Unsubscribe",
  viewInBrowser: "View in your browser",
  followLine: "Follow us on Mastodon: {events} (events) and {news} (news).",
  followLink: "How to follow",
} as const;
