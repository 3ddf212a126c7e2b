import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { noteTypedText } from "~/components/typed-text";

// What a person types while React loads survives hydration (docs/decisions/pages-without-react.md).
noteTypedText();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
