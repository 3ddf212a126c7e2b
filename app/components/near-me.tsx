// "Near me" in a list's GET form (docs/decisions/map.md): with JavaScript, a press asks the browser where the visitor
// is and sends the form sorted by distance with the position rounded to 0.01° (`near=39.61,-86.11`): the list is paged
// on the server, so the server sorts. Nothing keeps it: no cookie, no storage, and the answer is `no-store`. Hidden
// without JavaScript, where the form's "Distance from town centre" sort is the way.
import { useNonce } from "~/lib/nonce";

const SCRIPT = `(()=>{const b=document.currentScript.previousElementSibling.querySelector("[data-near-sort]"),s=b.parentElement.querySelector("[data-near-status]"),f=b.form;
if(!("geolocation"in navigator)||!f)return;b.hidden=false;
b.addEventListener("click",()=>{s.textContent=b.dataset.finding;navigator.geolocation.getCurrentPosition((p)=>{let n=f.elements.namedItem("near");if(!(n instanceof HTMLInputElement)){n=document.createElement("input");n.type="hidden";n.name="near";f.appendChild(n)}
n.value=p.coords.latitude.toFixed(2)+","+p.coords.longitude.toFixed(2);f.elements.namedItem("sort").value="distance";f.requestSubmit()},()=>{s.textContent=b.dataset.unavailable},{maximumAge:60000,timeout:10000})})})()`;

export function NearMe({ label, finding, unavailable, near }: { label: string; finding: string; unavailable: string; near: string | null }) {
  const nonce = useNonce();
  return (
    <>
      <span className="flex flex-wrap items-center gap-2 sm:col-span-full">
        <button
          type="button"
          className="rounded border border-border px-3 py-1.5 text-sm"
          data-near-sort=""
          data-finding={finding}
          data-unavailable={unavailable}
          hidden
        >
          {label}
        </button>
        <span className="text-sm opacity-80" role="status" data-near-status="" />
        {/* The position the list is measured from stays while the filters change. */}
        {near ? <input type="hidden" name="near" value={near} /> : null}
      </span>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />
    </>
  );
}
