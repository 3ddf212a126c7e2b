import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

const SHOW_AFTER_MS = 150;

/** A thin bar at the top while a client-side navigation or form submission takes longer than ~150 ms. */
export function ProgressBar({ label }: { label: string }) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div role="progressbar" aria-label={label} data-testid="progress-bar" className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden">
      <div className="h-full w-full origin-left animate-[progress-grow_8s_cubic-bezier(0.1,0.7,0.2,1)_forwards] bg-primary" />
    </div>
  );
}
