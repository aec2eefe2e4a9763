import { Link } from "react-router";

const linkClass = "font-semibold text-brand underline underline-offset-2";

/** 'I agree to the terms of use and privacy policy.' with both pages opening in a new tab; `after` follows the stop. */
export function TermsLabel({ after }: { after?: React.ReactNode }) {
  return (
    <>
      I agree to the{" "}
      <Link to="/terms-and-conditions" target="_blank" className={linkClass}>
        terms of use
      </Link>{" "}
      and{" "}
      <Link to="/privacy-policy" target="_blank" className={linkClass}>
        privacy policy
      </Link>
      .{after}
    </>
  );
}
