// The shell's and error page's messages when the root loader failed (the database is away): the server render gets
// them from entry.server.tsx, and writes them into the page, where the browser reads them back for hydration. No
// page's JavaScript carries them (docs/decisions/languages.md).
import { createContext, useContext } from "react";
import type { Messages } from "./en";
import type { Lang } from "./lang";

export type ShellMessages = { lang: Lang; shell: Messages<"shell">; errors: Messages<"errors"> };

export const ShellMessagesContext = createContext<ShellMessages | null>(null);
export const SHELL_MESSAGES_ID = "shell-messages";

// In the browser only (one reader): the messages of the last page the root loader answered, for an error page after a
// client-side navigation whose root loader failed.
let lastInBrowser: ShellMessages | null = null;

/** Notes the messages the root loader gave, in the browser. */
export function keepShellMessages(messages: ShellMessages) {
  if (typeof document !== "undefined") lastInBrowser = messages;
}

/** The messages the server render was given, or in the browser the ones it wrote into the page (or last had). */
export function useShellMessagesFallback(): ShellMessages | null {
  const fromServer = useContext(ShellMessagesContext);
  if (fromServer || typeof document === "undefined") return fromServer;
  const kept = document.getElementById(SHELL_MESSAGES_ID)?.textContent;
  return kept ? (JSON.parse(kept) as ShellMessages) : lastInBrowser;
}

/** JSON safe inside a <script> element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
