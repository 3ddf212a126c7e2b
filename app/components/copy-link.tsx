import { showToast } from "~/components/toaster";
import { useHydrated } from "~/lib/use-hydrated";

/** 'Copy link' needs JavaScript (the clipboard API), so it only appears once the page is hydrated. */
export function CopyLinkButton({ url }: { url: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className="rounded border border-border px-3 py-1 text-sm"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(url);
          showToast({ title: "Link copied", variant: "default" });
        } catch {
          showToast({ title: "Copy failed", description: "Please copy the link manually.", variant: "destructive" });
        }
      }}
    >
      Copy link
    </button>
  );
}
