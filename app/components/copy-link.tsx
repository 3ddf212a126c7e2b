// 'Copy link' on a page that ships no React (docs/decisions/pages-without-react.md): the clipboard needs JavaScript, so the button is rendered
// hidden and a few lines of plain script show it where the clipboard API exists. A click copies the address and shows
// the spec's toast ('Link copied', or 'Copy failed' / 'Please copy the link manually.') in the layout's one toast
// slot, in the Toaster's markup, for its 5 s, with its close control.
import { TOAST_CLASSES, TOAST_DURATION_MS } from "~/components/toaster";
import { useNonce } from "~/lib/nonce";

const C = JSON.stringify(TOAST_CLASSES);
const SCRIPT = `(()=>{const c=${C};const b=document.currentScript.previousElementSibling;if(!navigator.clipboard)return;b.hidden=false;
const region=document.querySelector('section[aria-label="Notifications (F8)"]');let timer=0;
const show=(title,description,bad)=>{if(!region)return;clearTimeout(timer);region.replaceChildren();
const t=document.createElement("div");t.setAttribute("role","status");t.dataset.testid="toast";
t.className=c.box+" "+(bad?c.destructive:c.normal);
const h=document.createElement("p");h.className=c.title;h.textContent=title;t.append(h);
if(description){const d=document.createElement("p");d.className=c.description;d.textContent=description;t.append(d)}
const x=document.createElement("button");x.type="button";x.dataset.testid="toast-close";
x.className=c.close;
x.innerHTML='<span aria-hidden="true">×</span><span class="sr-only">Dismiss notification</span>';x.onclick=()=>t.remove();t.append(x);
region.append(t);timer=setTimeout(()=>t.remove(),${TOAST_DURATION_MS})};
b.addEventListener("click",()=>navigator.clipboard.writeText(b.dataset.url).then(()=>show(b.dataset.copied),()=>show("Copy failed","Please copy the link manually.",true)))})()`;

/** The 'Copy link' button (or another text's, with its own label and toast): hidden until the script finds the clipboard API. */
export function CopyLinkButton({ url, label, copied }: { url: string; label: string; copied: string }) {
  const nonce = useNonce();
  return (
    <>
      <button type="button" hidden data-url={url} data-copied={copied} className="rounded border border-border px-3 py-1 text-sm">
        {label}
      </button>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />
    </>
  );
}
