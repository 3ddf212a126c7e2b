// The weekly letter's topics as checkboxes: one fieldset for /subscribe, the manage page and /account/letter.
import { ErrorList } from "~/components/forms";
import { LETTER_TOPIC_LABELS, LETTER_TOPICS, type LetterTopic } from "~/lib/letter";

export function LetterTopicsFieldset({
  chosen,
  errors,
  name = "topics",
}: {
  chosen: readonly LetterTopic[];
  errors?: string[] | null;
  name?: string;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={errors?.length ? `${name}-errors` : undefined}>
      <legend className="font-medium">Topics</legend>
      {LETTER_TOPICS.map((topic) => (
        <label key={topic} className="flex items-center gap-2">
          <input type="checkbox" name={name} value={topic} defaultChecked={chosen.includes(topic)} />
          {LETTER_TOPIC_LABELS[topic]}
        </label>
      ))}
      <ErrorList id={`${name}-errors`} errors={errors} />
    </fieldset>
  );
}
