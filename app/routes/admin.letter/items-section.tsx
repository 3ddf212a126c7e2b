// The next letter's items by topic, each with Drop (or Put back) and Pin first (or Unpin): one small POST form each.
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import type { Lang } from "~/lib/i18n/lang";
import { peopleWroteLang, type T } from "~/lib/i18n/plain";
import type { LetterTopic } from "~/lib/letter";
import { TOPIC_WORDS } from "./topic-words";

type Item = { url: string; title: string; dropped: boolean; pinned: boolean };

function ItemRow({ item, lang, t }: { item: Item; lang: Lang; t: T<"adminLetter"> }) {
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid="letter-item">
      <span className={`min-w-0 flex-1 ${item.dropped ? "line-through opacity-60" : ""}`} lang={peopleWroteLang(lang)}>
        {item.title}
      </span>
      {item.pinned ? (
        <span className="text-xs font-semibold text-amber-800">{t(/*i18n*/ { id: "adminLetter.pinnedMark", message: "Pinned first" })}</span>
      ) : null}
      {item.dropped ? <span className="text-xs font-semibold">{t(/*i18n*/ { id: "adminLetter.droppedMark", message: "Dropped" })}</span> : null}
      <Form method="post" className="flex gap-1">
        <input type="hidden" name="url" value={item.url} />
        <Button
          variant="tiny"
          name="intent"
          value={item.dropped ? "restore" : "drop"}
          aria-label={`${item.dropped ? t(/*i18n*/ { id: "adminLetter.restore", message: "Put back" }) : t(/*i18n*/ { id: "adminLetter.drop", message: "Drop" })}: ${item.title}`}
        >
          {item.dropped ? t(/*i18n*/ { id: "adminLetter.restore", message: "Put back" }) : t(/*i18n*/ { id: "adminLetter.drop", message: "Drop" })}
        </Button>
        {item.dropped ? null : (
          <Button
            variant="tiny"
            name="intent"
            value={item.pinned ? "unpin" : "pin"}
            aria-label={`${item.pinned ? t(/*i18n*/ { id: "adminLetter.unpin", message: "Unpin" }) : t(/*i18n*/ { id: "adminLetter.pin", message: "Pin first" })}: ${item.title}`}
          >
            {item.pinned ? t(/*i18n*/ { id: "adminLetter.unpin", message: "Unpin" }) : t(/*i18n*/ { id: "adminLetter.pin", message: "Pin first" })}
          </Button>
        )}
      </Form>
    </li>
  );
}

export function ItemsSection({ items, lang, t }: { items: { topic: LetterTopic; items: Item[] }[]; lang: Lang; t: T<"adminLetter"> }) {
  return (
    <section className="space-y-3" aria-labelledby="letter-items">
      <h3 id="letter-items" className="text-lg font-semibold">
        {t(/*i18n*/ { id: "adminLetter.items", message: "What goes in" })}
      </h3>
      <p className="text-sm opacity-80">
        {t(/*i18n*/ { id: "adminLetter.itemsHint", message: "Drop what should not go out; pin one item to lead the letter." })}
      </p>
      {items.map((group) => (
        <div key={group.topic}>
          <h4 className="font-semibold">{t(TOPIC_WORDS[group.topic])}</h4>
          {group.items.length ? (
            <ul className="divide-y divide-border">
              {group.items.map((item) => (
                <ItemRow key={item.url} item={item} lang={lang} t={t} />
              ))}
            </ul>
          ) : (
            <p className="text-sm opacity-70">{t(/*i18n*/ { id: "adminLetter.noItems", message: "Nothing new in this topic this week." })}</p>
          )}
        </div>
      ))}
    </section>
  );
}
