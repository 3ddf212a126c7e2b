import { useEffect, useRef, useState, type PointerEvent, type RefObject } from "react";
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import type { Toast } from "~/lib/toast";

export const TOAST_DURATION_MS = 5000;
/** The toast's look, shared with the plain-script toast of pages that ship no React (copy-link.tsx). */
export const TOAST_CLASSES = {
  box: "relative rounded-lg border p-4 pr-10 shadow-lg",
  normal: "border-border bg-background",
  destructive: "border-red-700 bg-red-600 text-white",
  title: "font-semibold",
  description: "mt-1 text-sm",
  close: "absolute right-1 top-1 flex h-8 w-8 cursor-pointer items-center justify-center rounded text-lg leading-none hover:bg-black/10",
};
const SWIPE_THRESHOLD_PX = 50;

/** A toast sent from script ("app:toast", or one sent before the toaster listened) is shown; F8 focuses the region. */
function useToastEvents(setVisible: (toast: Toast | null) => void, region: RefObject<HTMLElement>) {
  useEffect(() => {
    const onShow = (e: Event) => setVisible((e as CustomEvent<Toast>).detail);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener("app:toast", onShow);
    window.addEventListener("keydown", onKey);
    toasterListening = true;
    // A toast shown before this effect ran (a submit in the moment between hydration and the effects) is shown now.
    if (earlyToast) setVisible(earlyToast);
    earlyToast = null;
    return () => {
      toasterListening = false;
      window.removeEventListener("app:toast", onShow);
      window.removeEventListener("keydown", onKey);
    };
    // Both are stable (a state setter, a ref), so this runs once, as it did inline.
  }, [setVisible, region]);
}

/**
 * At most one toast, from the flash cookie. Its close control is the <summary> of an open <details>, so it is a
 * real, focusable control that works without JavaScript; with JavaScript the toast also closes after 5 s, on a
 * swipe right, and F8 focuses the region.
 * It sits bottom-left: the navigation is at the top and the help button bottom-right.
 */
export function Toaster({ toast, m }: { toast: Toast | null; m: Pick<Messages<"shell">, "notifications" | "dismissNotification"> }) {
  const [visible, setVisible] = useState<Toast | null>(toast);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    setVisible(toast);
  }, [toast]);
  useEffect(() => {
    if (!visible) return;
    setOffset(0);
    const timer = setTimeout(() => setVisible(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  useToastEvents(setVisible, region);
  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, e.clientX - swipeStart.current));
  };
  const onPointerEnd = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (offset > SWIPE_THRESHOLD_PX) setVisible(null);
    else setOffset(0);
  };
  return (
    <section
      ref={region}
      tabIndex={-1}
      // The plain-script toast of pages without React (copy-link.tsx) finds the region and its close words here.
      data-toaster=""
      data-dismiss={tr(m, /*i18n*/ { id: "shell.dismissNotification", message: "Dismiss notification" })}
      aria-label={tr(m, /*i18n*/ { id: "shell.notifications", message: "Notifications (F8)" })}
      aria-live="polite"
      className="fixed bottom-4 left-4 z-[60] w-80 max-w-[calc(100vw-6rem)] outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {visible ? (
        // A <details open> whose <summary> is the close control: a real button for keyboard and screen reader that
        // hides the toast without JavaScript (the closed details is hidden whole, see tailwind.css .toast).
        <details
          key={`${visible.title}|${visible.description ?? ""}`}
          open
          onToggle={(e) => {
            if (!e.currentTarget.open) setVisible(null);
          }}
          data-testid="toast"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
          className={`toast ${TOAST_CLASSES.box} touch-pan-y select-none ${visible.variant === "destructive" ? TOAST_CLASSES.destructive : TOAST_CLASSES.normal}`}
        >
          <summary data-testid="toast-close" className={TOAST_CLASSES.close}>
            <span aria-hidden="true">×</span>
            <span className="sr-only">{tr(m, /*i18n*/ { id: "shell.dismissNotification", message: "Dismiss notification" })}</span>
          </summary>
          <div role="status">
            <p className={TOAST_CLASSES.title}>{visible.title}</p>
            {visible.description ? <p className={TOAST_CLASSES.description}>{visible.description}</p> : null}
          </div>
        </details>
      ) : null}
    </section>
  );
}

/** Whether the Toaster's listener is there; until it is, the last toast waits in `earlyToast`. */
let toasterListening = false;
let earlyToast: Toast | null = null;

/**
 * Shows a toast from browser code (e.g. 'Link copied'); the one toast slot is replaced. A toast shown before the
 * Toaster listens is kept for it: a form's handlers work once the page is hydrated, a moment before the effects run,
 * and a submit in that moment lost its toast (its field errors showed; CI saw it once in forms.spec).
 */
export function showToast(toast: Toast) {
  if (!toasterListening) {
    earlyToast = toast;
    return;
  }
  window.dispatchEvent(new CustomEvent("app:toast", { detail: toast }));
}

/** Shows the toast an action returned with its failure data (`{ ...submission.reply(), toast }`), in the browser. */
export function useActionToast(data: unknown) {
  useEffect(() => {
    const toast = data && typeof data === "object" && "toast" in data ? (data as { toast?: Toast | null }).toast : null;
    if (toast) showToast(toast);
  }, [data]);
}
