// The per-request Content-Security-Policy nonce, from the worker to the inline scripts Remix renders.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce on the server render; undefined in the browser (where scripts are already running). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
