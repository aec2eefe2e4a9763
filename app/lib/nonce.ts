import { createContext, useContext } from "react";

/**
 * The response's Content-Security-Policy nonce, for inline scripts rendered by our own components. Provided by
 * app/entry.server.tsx; undefined in the browser, which hides nonces from the page (the scripts have already run).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
