import { useEffect, useState } from "react";
import type { Toast } from "~/lib/toast.server";

const TOAST_DURATION_MS = 5000;

/** At most one toast, from the flash cookie. Shown without JavaScript; with it, it closes after 5 s. */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [visible, setVisible] = useState<Toast | null>(toast);
  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  useEffect(() => {
    const onShow = (e: Event) => setVisible((e as CustomEvent<Toast>).detail);
    window.addEventListener("app:toast", onShow);
    return () => window.removeEventListener("app:toast", onShow);
  }, []);
  return (
    <section aria-label="Notifications" aria-live="polite" className="fixed right-4 top-4 z-[60] w-80 max-w-[90vw]">
      {visible ? (
        <div
          role="status"
          data-testid="toast"
          className={`rounded-lg border p-4 shadow-lg ${
            visible.variant === "destructive" ? "border-red-700 bg-red-600 text-white" : "border-border bg-background"
          }`}
        >
          <p className="font-semibold">{visible.title}</p>
          {visible.description ? <p className="mt-1 text-sm">{visible.description}</p> : null}
        </div>
      ) : null}
    </section>
  );
}

/** Shows a toast from browser code (e.g. 'Link copied'); the one toast slot is replaced. */
export function showToast(toast: Toast) {
  window.dispatchEvent(new CustomEvent("app:toast", { detail: toast }));
}
