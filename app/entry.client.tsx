import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// A navigation or form post interrupted by the next one aborts its requests. React Router's single-fetch decoder leaves
// two promises of an aborted response body without a handler when the abort lands after the first line was read
// (turbo-stream's `decode`: the `done` deferred and `reader.closed`), so Chromium reported "signal is aborted without
// reason" as an uncaught error (remix-run/react-router#14203). An abort is a cancellation the page asked for, never a
// fault: such rejections are marked handled here; every other uncaught rejection is still reported.
window.addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
