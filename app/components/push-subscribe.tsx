// "Notify me of warnings for our county" on /alerts: subscribes this browser with the Push API and hands the
// subscription to /api/push/subscriptions. Without JavaScript, push support or the site's VAPID key, the mail
// alternative is what shows (progressive enhancement: the server renders only that).
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "~/components/button";

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

export function PushSubscribe({ vapidPublicKey }: { vapidPublicKey: string | null }) {
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

  const mail = (
    <p className="text-sm">
      Prefer e-mail?{" "}
      <Link className="underline" to="/account">
        Choose mail alerts on your account page
      </Link>
      .
    </p>
  );
  return (
    <div className="mt-4 space-y-2 rounded-lg border border-border p-4" data-push-state={state}>
      {state === "unsupported" ? (
        <p>
          Get warnings for our county by e-mail:{" "}
          <Link className="underline" to="/account">
            choose mail alerts on your account page
          </Link>
          .
        </p>
      ) : (
        <>
          {state === "subscribed" ? (
            <p role="status">This device will be notified of warnings for our county.</p>
          ) : (
            <Button type="button" onClick={() => void subscribe()} disabled={state === "working"}>
              Notify me of warnings for our county
            </Button>
          )}
          {state === "blocked" ? <p role="alert">Notifications are blocked for this site in your browser settings.</p> : null}
          {state === "failed" ? <p role="alert">This device could not be subscribed. Please try again.</p> : null}
          {mail}
        </>
      )}
    </div>
  );
}
