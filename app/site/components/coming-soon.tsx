import { ErrorPage } from "./error-page.tsx";

/** The page for a route that later work builds (see isPlannedPage). */
export function ComingSoon() {
  return (
    <ErrorPage
      status="Soon"
      title="This page is coming soon"
      message="We're putting the finishing touches on this part of our website. In the meantime, call us or drop in — we'd love to help."
      action={{ label: "Contact us", href: "/contact" }}
    />
  );
}
