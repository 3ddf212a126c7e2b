// The next letter's items by topic, each with Drop (or Put back) and Pin first (or Unpin): one small POST form each.
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import type { Lang } from "~/lib/i18n/lang";
import { peopleWroteLang, type T } from "~/lib/i18n/plain";
import type { LetterTopic } from "~/lib/letter";

type Item = { url: string; title: string; dropped: boolean; pinned: boolean };

function ItemRow({ item, lang, t }: { item: Item; lang: Lang; t: T<"adminLetter"> }) {
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid="letter-item">
      <span className={`min-w-0 flex-1 ${item.dropped ? "line-through opacity-60" : ""}`} lang={peopleWroteLang(lang)}>
        {item.title}
      </span>
      {item.pinned ? <span className="text-xs font-semibold text-amber-800">{t("pinnedMark")}</span> : null}
      {item.dropped ? <span className="text-xs font-semibold">{t("droppedMark")}</span> : null}
      <Form method="post" className="flex gap-1">
        <input type="hidden" name="url" value={item.url} />
        <Button
          variant="tiny"
          name="intent"
          value={item.dropped ? "restore" : "drop"}
          aria-label={`${item.dropped ? t("restore") : t("drop")}: ${item.title}`}
        >
          {item.dropped ? t("restore") : t("drop")}
        </Button>
        {item.dropped ? null : (
          <Button
            variant="tiny"
            name="intent"
            value={item.pinned ? "unpin" : "pin"}
            aria-label={`${item.pinned ? t("unpin") : t("pin")}: ${item.title}`}
          >
            {item.pinned ? t("unpin") : t("pin")}
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
        {t("items")}
      </h3>
      <p className="text-sm opacity-80">{t("itemsHint")}</p>
      {items.map((group) => (
        <div key={group.topic}>
          <h4 className="font-semibold">{t(`topic_${group.topic}`)}</h4>
          {group.items.length ? (
            <ul className="divide-y divide-border">
              {group.items.map((item) => (
                <ItemRow key={item.url} item={item} lang={lang} t={t} />
              ))}
            </ul>
          ) : (
            <p className="text-sm opacity-70">{t("noItems")}</p>
          )}
        </div>
      ))}
    </section>
  );
}
