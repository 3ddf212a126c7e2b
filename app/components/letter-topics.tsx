// The weekly letter's topics as checkboxes: one fieldset for /subscribe, the manage page and /account/letter.
import { ErrorList } from "~/components/forms";
import { tr } from "~/lib/i18n/descriptor";
import { LETTER_TOPICS, type LetterTopic } from "~/lib/letter";

export function LetterTopicsFieldset({
  chosen,
  errors,
  name = "topics",
  labels,
}: {
  chosen: readonly LetterTopic[];
  errors?: string[] | null;
  name?: string;
  /** The legend and the topics' names in the reader's language (the `letterPages` namespace, topicLabels). */
  labels: { legend: string; topics: Record<LetterTopic, string> };
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={errors?.length ? `${name}-errors` : undefined}>
      <legend className="font-medium">{labels.legend}</legend>
      {LETTER_TOPICS.map((topic) => (
        <label key={topic} className="flex items-center gap-2">
          <input type="checkbox" name={name} value={topic} defaultChecked={chosen.includes(topic)} />
          {labels.topics[topic]}
        </label>
      ))}
      <ErrorList id={`${name}-errors`} errors={errors} />
    </fieldset>
  );
}

/** Each topic's name (the `letterPages` namespace). */
const TOPIC_NAMES = {
  news: /*i18n*/ { id: "letterPages.topic_news", message: "News" },
  events: /*i18n*/ { id: "letterPages.topic_events", message: "Events" },
  businesses: /*i18n*/ { id: "letterPages.topic_businesses", message: "New businesses" },
  classifieds: /*i18n*/ { id: "letterPages.topic_classifieds", message: "Classifieds" },
  jobs: /*i18n*/ { id: "letterPages.topic_jobs", message: "Jobs" },
} as const satisfies Record<LetterTopic, unknown>;

/** The fieldset's labels from a page's `letterPages` messages. */
export function topicLabels(m: Readonly<Record<string, string>>) {
  return {
    legend: tr(m, /*i18n*/ { id: "letterPages.topics", message: "Topics" }),
    topics: Object.fromEntries(LETTER_TOPICS.map((t) => [t, tr(m, TOPIC_NAMES[t])])) as Record<LetterTopic, string>,
  };
}
