// The loading skeleton of a list page that ships no React (docs/decisions/pages-without-react.md): the skeleton is in the page, hidden, and a
// few lines of plain script show it in place of the list while the browser loads the same list with other filters
// or another page, as Remix's navigation state did when the page hydrated.
import type { ReactNode } from "react";
import { useNonce } from "~/lib/nonce";

// Shows the skeleton on a click to this page's path or a GET form sent to it (the filters, the pager, "Clear
// filters"); submits a form when one of its [data-autosubmit] fields changes; a page restored from the back/forward
// cache shows its list again.
const SCRIPT = `(()=>{const r=document.currentScript.parentElement,l=r.querySelector("[data-list]"),s=r.querySelector("[data-skeleton]"),p=location.pathname;
const show=(on)=>{l.hidden=on;s.hidden=!on;r.setAttribute("aria-busy",String(on))};
document.addEventListener("click",(e)=>{const a=e.target instanceof Element&&e.target.closest("a[href]");if(!a||e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||a.target)return;const u=new URL(a.href);if(u.origin===location.origin&&u.pathname===p&&!(u.search===location.search&&u.hash))show(true)});
document.addEventListener("submit",(e)=>{const f=e.target;if(!e.defaultPrevented&&f.method==="get"&&new URL(f.action).pathname===p)show(true)});
document.addEventListener("change",(e)=>{const t=e.target;if(t instanceof Element&&t.matches("[data-autosubmit]")&&t.form)t.form.requestSubmit()});
addEventListener("pageshow",(e)=>{if(e.persisted)show(false)})})()`;

/** The list (or its empty state) and the hidden skeleton that stands in for it while the next list loads. */
export function ListLoading({ skeleton, children }: { skeleton: ReactNode; children: ReactNode }) {
  const nonce = useNonce();
  return (
    <div aria-busy={false}>
      <div data-list="">{children}</div>
      <div data-skeleton="" hidden>
        {skeleton}
      </div>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />
    </div>
  );
}

/** A list's skeleton: `count` grey pulsing cards of the list's height in the list's grid. */
export function SkeletonCards({ count, label, grid, card, testId }: { count: number; label: string; grid: string; card: string; testId?: string }) {
  return (
    <div className={grid} aria-label={label} data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${card} animate-pulse rounded-lg bg-secondary`} />
      ))}
    </div>
  );
}
