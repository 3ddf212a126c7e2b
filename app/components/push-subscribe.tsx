// "Notify me of warnings for our county" on /alerts: subscribes this browser with the Push API and hands the
// subscription to /api/push/subscriptions. Without JavaScript, push support or the site's VAPID key, the mail
// alternative is what shows (progressive enhancement: the server renders only that).
import { useEffect, useState } from "react";
import { Button } from "~/components/button";
import { Link } from "~/components/site-link";

/** The component's words in the reader's language (the `alerts` namespace, as /alerts's loader sent it). */
export type PushText = Record<"preferMail" | "chooseMail" | "byMail" | "chooseMailLower" | "subscribed" | "notify" | "blocked" | "failed", string>;

type State = "unsupported" | "ready" | "working" | "subscribed" | "blocked" | "failed";

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const supported = () => typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** `mailHint` false: no sentence pointing to the account page's mail choice (on /account itself, which has it). */
export function PushSubscribe({ vapidPublicKey, text, mailHint = true }: { vapidPublicKey: string | null; text: PushText; mailHint?: boolean }) {
  const [state, setState] = useState<State>("unsupported");
  useEffect(() => {
    if (!vapidPublicKey || !supported()) return;
    setState("ready");
    void navigator.serviceWorker.getRegistration().then(async (reg) => {
      if (reg && (await reg.pushManager.getSubscription())) setState("subscribed");
    });
  }, [vapidPublicKey]);

  async function subscribe() {
    if (!vapidPublicKey) return;
    setState("working");
    try {
      if ((await Notification.requestPermission()) !== "granted") return setState("blocked");
      await navigator.serviceWorker.register("/sw.js");
      const reg = await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) });
      const res = await fetch("/api/push/subscriptions", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(sub.toJSON()),
      });
      setState(res.ok ? "subscribed" : "failed");
    } catch {
      setState("failed");
    }
  }

  if (!mailHint && state === "unsupported") return null;
  const mail = !mailHint ? null : (
    <p className="text-sm">
      {text.preferMail}{" "}
      <Link className="underline" to="/account">
        {text.chooseMail}
      </Link>
      .
    </p>
  );
  return (
    <div className="mt-4 space-y-2 rounded-lg border border-border p-4" data-push-state={state}>
      {state === "unsupported" ? (
        <p>
          {text.byMail}{" "}
          <Link className="underline" to="/account">
            {text.chooseMailLower}
          </Link>
          .
        </p>
      ) : (
        <>
          {state === "subscribed" ? (
            <p role="status">{text.subscribed}</p>
          ) : (
            <Button type="button" onClick={() => void subscribe()} disabled={state === "working"}>
              {text.notify}
            </Button>
          )}
          {state === "blocked" ? <p role="alert">{text.blocked}</p> : null}
          {state === "failed" ? <p role="alert">{text.failed}</p> : null}
          {mail}
        </>
      )}
    </div>
  );
}
