// /admin/fediverse's intents: turn federation on or off, block and unblock a server, resume a paused inbox, approve or
// reject a reply from the fediverse.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { serverName } from "~/lib/fediverse";
import { badRequest } from "~/lib/http.server";
import type { Descriptor } from "~/lib/i18n/descriptor";
import { flash } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { decideReply, resumeInbox, unblockDomain } from "~/models/fediverse.server";
import { blockFediverseDomain, setFederation } from "~/services/fediverse.server";

const replyId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const intents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("on") }),
  z.object({ intent: z.literal("off") }),
  z.object({ intent: z.literal("block"), domain: serverName }),
  z.object({ intent: z.literal("unblock"), domain: z.string().min(1).max(253) }),
  z.object({ intent: z.literal("resume"), inbox: z.string().url().max(2000) }),
  z.object({ intent: z.literal("approve"), reply: replyId }),
  z.object({ intent: z.literal("reject"), reply: replyId }),
]);

/** Runs one intent and redirects back (to /admin/settings when the switch was used there). */
export async function runFediverseIntent(context: AppLoadContext, form: FormData) {
  const parsed = intents.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const domainError = parsed.error.issues.find((i) => i.path[0] === "domain");
    badRequest(
      context.lang,
      domainError
        ? /*i18n*/ { id: "adminFediverse.badDomain", message: "Please enter a server name, like spam.example" }
        : /*i18n*/ { id: "badRequest.Invalid request", message: "Invalid request" },
    );
  }
  const say = (d: Descriptor<"adminFediverse">, values?: Record<string, string>) => ({ ...d, values });
  const input = parsed.data;
  if (input.intent === "on" || input.intent === "off") {
    await setFederation(context, input.intent === "on");
    flash(context, {
      title: /*i18n*/ { id: "toasts.Settings Saved", message: "Settings Saved" },
      description: say(
        input.intent === "on"
          ? /*i18n*/ {
              id: "adminFediverse.turnedOn",
              message: "Federation is on. The coming events and today's news go out in the next few minutes.",
            }
          : /*i18n*/ { id: "adminFediverse.turnedOff", message: "Federation is off." },
      ),
    });
  } else if (input.intent === "block") {
    await blockFediverseDomain(context, input.domain);
    flash(context, {
      title: /*i18n*/ { id: "toasts.Success", message: "Success" },
      description: say(/*i18n*/ { id: "adminFediverse.blocked", message: "{domain} is blocked." }, { domain: input.domain }),
    });
  } else if (input.intent === "unblock") {
    await unblockDomain(context.db, input.domain);
    flash(context, {
      title: /*i18n*/ { id: "toasts.Success", message: "Success" },
      description: say(/*i18n*/ { id: "adminFediverse.unblocked", message: "{domain} is no longer blocked." }, { domain: input.domain }),
    });
  } else if (input.intent === "approve" || input.intent === "reject") {
    // A reply is shown only once approved; a second click on a decided one changes nothing.
    const handle = await decideReply(context.db, input.reply, input.intent === "approve" ? "approved" : "rejected", context.now());
    flash(
      context,
      handle
        ? {
            title: /*i18n*/ { id: "toasts.Success", message: "Success" },
            description: say(
              input.intent === "approve"
                ? /*i18n*/ { id: "adminFediverse.approved", message: "The reply from {handle} is shown." }
                : /*i18n*/ { id: "adminFediverse.rejected", message: "The reply from {handle} is rejected and never shown." },
              { handle },
            ),
          }
        : {
            title: /*i18n*/ { id: "toasts.Error", message: "Error" },
            description: say(/*i18n*/ { id: "adminFediverse.replyGone", message: "That reply was already decided." }),
            variant: "destructive",
          },
    );
    return redirect("/admin/fediverse#replies", 303);
  } else {
    await resumeInbox(context.db, input.inbox);
    flash(context, {
      title: /*i18n*/ { id: "toasts.Success", message: "Success" },
      description: say(
        /*i18n*/ { id: "adminFediverse.resumed", message: "Deliveries to {inbox} resume with the next post." },
        { inbox: input.inbox },
      ),
    });
  }
  return redirect(form.get("back") === "settings" ? "/admin/settings" : "/admin/fediverse");
}
