import { createContext, useContext } from "react";

/**
 * In the browser, the nonce the document was served with. Browsers blank the nonce attribute once the page is
 * parsed but keep the `nonce` property, which React compares when it hydrates: rendering anything else there (""
 * or undefined) is reported as a hydration mismatch.
 */
const documentNonce = typeof document === "undefined" ? "" : (document.querySelector<HTMLElement>("[nonce]")?.nonce ?? "");

/** The response's Content-Security-Policy nonce, for the document's inline scripts and links; app/entry.server.tsx provides it. */
export const NonceContext = createContext(documentNonce);

export function useNonce(): string {
  return useContext(NonceContext);
}
