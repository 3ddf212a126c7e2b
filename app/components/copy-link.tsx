// 'Copy link' on a page that ships no React (docs/decisions/pages-without-react.md): the clipboard needs JavaScript, so the button is rendered
// hidden and a few lines of plain script show it where the clipboard API exists. A click copies the address and shows
// the spec's toast ('Link copied', or 'Copy failed' / 'Please copy the link manually.') in the layout's one toast
// slot, in the Toaster's markup, for its 5 s, with its close control.
// With `share`, a 'Share' button before it (hidden too): the Web Share API where the browser has it, then the spec's
// 'Shared successfully'; where it has none (or the share sheet fails), it copies the link as 'Copy link' does.
import { TOAST_CLASSES, TOAST_DURATION_MS } from "~/components/toaster";
import { useNonce } from "~/lib/nonce";

const C = JSON.stringify(TOAST_CLASSES);
const SCRIPT = `(()=>{const c=${C};const b=document.currentScript.previousElementSibling;const n=navigator;
const s=b.previousElementSibling&&"share"in b.previousElementSibling.dataset?b.previousElementSibling:null;
const region=document.querySelector("[data-toaster]");let timer=0;
const show=(title,description,bad)=>{if(!region)return;clearTimeout(timer);region.replaceChildren();
const t=document.createElement("div");t.setAttribute("role","status");t.dataset.testid="toast";
t.className=c.box+" "+(bad?c.destructive:c.normal);
const h=document.createElement("p");h.className=c.title;h.textContent=title;t.append(h);
if(description){const d=document.createElement("p");d.className=c.description;d.textContent=description;t.append(d)}
const x=document.createElement("button");x.type="button";x.dataset.testid="toast-close";
x.className=c.close;
x.innerHTML='<span aria-hidden="true">×</span><span class="sr-only"></span>';x.lastChild.textContent=region.dataset.dismiss;x.onclick=()=>t.remove();t.append(x);
region.append(t);timer=setTimeout(()=>t.remove(),${TOAST_DURATION_MS})};
const copy=(e)=>n.clipboard.writeText(e.dataset.url).then(()=>show(e.dataset.copied),()=>show("Copy failed","Please copy the link manually.",true));
if(n.clipboard){b.hidden=false;b.onclick=()=>copy(b)}
if(s&&(n.share||n.clipboard)){s.hidden=false;s.onclick=()=>n.share?n.share({title:s.dataset.title,url:s.dataset.url}).then(()=>show(s.dataset.shared),(e)=>{if(e.name!=="AbortError"&&n.clipboard)copy(s)}):copy(s)}})()`;

/**
 * The 'Copy link' button (or another text's, with its own label and toast): hidden until the script finds the clipboard
 * API. `share`: a 'Share' button too, for the page titled `title`, whose toast is `shared`.
 */
export function CopyLinkButton({
  url,
  label,
  copied,
  share,
}: {
  url: string;
  label: string;
  copied: string;
  share?: { label: string; shared: string; title: string };
}) {
  const nonce = useNonce();
  return (
    <>
      {share ? (
        <button
          type="button"
          hidden
          data-share=""
          data-url={url}
          data-title={share.title}
          data-copied={copied}
          data-shared={share.shared}
          className="rounded border border-border px-3 py-1 text-sm"
        >
          {share.label}
        </button>
      ) : null}
      <button type="button" hidden data-url={url} data-copied={copied} className="rounded border border-border px-3 py-1 text-sm">
        {label}
      </button>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />
    </>
  );
}
