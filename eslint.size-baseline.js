// The size rule (issue 46): no function of app/ or workers/ over 80 lines, blank lines and comments not counted. The
// files below had longer ones when the rule came, each listed with its longest function then; their limit only falls
// (scripts/size-baseline.ts, after a split). eslint.config.js reads both; tests/toolchain/size-rule.test.ts proves the
// rule fires, on a new file and past a listed file's limit.
export const SIZE_RULE = {
  files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
  ignores: ["**/*.test.{ts,tsx}"],
  options: { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
};

export const SIZE_BASELINE = {
  "app/components/event-form-fields.tsx": 139,
  "app/components/mail/mail-frame.tsx": 91,
  "app/components/map-view.tsx": 121,
  "app/components/toaster.tsx": 83,
  "app/models/home.server.ts": 167,
  "app/models/letter-issues.server.ts": 112,
  "app/routes/_index/sections.tsx": 85,
  "app/routes/account.jobs.tsx": 128,
  "app/routes/admin._index.tsx": 98,
  "app/routes/admin.businesses.tsx": 151,
  "app/routes/admin.events/events-section.tsx": 130,
  "app/routes/admin.events/feeds-section.tsx": 84,
  "app/routes/admin.jobs/sources-section.tsx": 110,
  "app/routes/admin.messages.tsx": 126,
  "app/routes/admin.news/feeds-section.tsx": 88,
  "app/routes/admin.reviews.tsx": 87,
  "app/routes/admin.schools.tsx": 122,
  "app/routes/businesses.$id_.edit.tsx": 105,
  "app/routes/businesses.$id_.review.tsx": 143,
  "app/routes/classified-pricing.tsx": 86,
  "app/routes/classifieds._index.tsx": 160,
  "app/routes/directory/route.tsx": 87,
  "app/routes/emergency.tsx": 90,
  "app/routes/jobs._index/filters-section.tsx": 81,
  "app/routes/jobs.$id.tsx": 165,
  "app/routes/jobs.post.tsx": 146,
  "app/routes/news._index.tsx": 98,
  "app/routes/news.$id.tsx": 83,
  "app/routes/news.create.tsx": 82,
  "app/routes/post-classified.tsx": 122,
  "app/services/events-import.server.ts": 112,
  "app/services/saved-searches.server.ts": 104,
};
