// Once the site is installed as an app, it offers the county's warnings once (issue 42): on the `appinstalled` event,
// or on the first launch in standalone display mode (a phone that installs from its own menu fires no event in the
// page). Once per device, remembered in localStorage. A hidden box the inline script shows, on every page, whether or
// not the page ships React; "Choose warnings" opens /alerts#warnings (push and mail), "Not now" closes it.
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import { useNonce } from "~/lib/nonce";

export const WARNINGS_OFFERED_KEY = "gw-warnings-offered";

const SHOW_ONCE = `(function(){var d=document.getElementById("warnings-offer"),K=${JSON.stringify(WARNINGS_OFFERED_KEY)};if(!d)return;
function show(){try{if(localStorage.getItem(K))return;localStorage.setItem(K,String(Date.now()))}catch(e){return}d.hidden=false}
d.querySelector("button").addEventListener("click",function(){d.hidden=true});addEventListener("appinstalled",show);
if((window.matchMedia&&matchMedia("(display-mode: standalone)").matches)||navigator.standalone===true)show()})()`;

export function InstallWarningsOffer({
  m,
}: {
  m: Pick<Messages<"shell">, "installWarningsTitle" | "installWarningsLead" | "installWarningsYes" | "installWarningsNo">;
}) {
  const nonce = useNonce();
  return (
    <>
      <div
        id="warnings-offer"
        hidden
        suppressHydrationWarning
        role="dialog"
        aria-labelledby="warnings-offer-title"
        className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-lg border-2 border-red-700 bg-background p-4 shadow-lg"
      >
        <p id="warnings-offer-title" className="font-semibold">
          {tr(m, /*i18n*/ { id: "shell.installWarningsTitle", message: "Get warnings on this phone?" })}
        </p>
        <p className="mt-1 text-sm">
          {tr(
            m,
            /*i18n*/ {
              id: "shell.installWarningsLead",
              message: "We can tell you when the National Weather Service issues a warning for our county.",
            },
          )}
        </p>
        <p className="mt-3 flex flex-wrap gap-3">
          <a href="/alerts#warnings" className="rounded bg-primary px-4 py-2 font-semibold text-primary-foreground">
            {tr(m, /*i18n*/ { id: "shell.installWarningsYes", message: "Choose warnings" })}
          </a>
          <button type="button" className="rounded border border-border px-4 py-2">
            {tr(m, /*i18n*/ { id: "shell.installWarningsNo", message: "Not now" })}
          </button>
        </p>
      </div>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SHOW_ONCE }} />
    </>
  );
}
