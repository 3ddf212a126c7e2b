// /admin/messages: the contact-form inbox (new, answered, closed), reply by mail, the sender's other messages.
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { adminMessagesAction, adminMessagesLoader } from "./actions.server";
import { InboxSection, MessageSection, useMessageText } from "./sections";

export const loader = adminMessagesLoader;
export const action = adminMessagesAction;

export default function AdminMessages() {
  const { status, messages, selected, others, replies, words, categories } = useLoaderData<typeof loader>();
  const text = useMessageText(words, categories);
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <InboxSection status={status} messages={messages} text={text} />
      {selected ? <MessageSection selected={selected} replies={replies} others={others} failed={failed} busy={busy} text={text} /> : null}
    </div>
  );
}
