import { LogOut } from "lucide-react";
import { MaskIcon, iconClass } from "../../ui/mask-icon.tsx";
import { Form, Link, useLocation } from "react-router";
import { buttonVariants } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { signInUrl } from "../sign-in-rules.ts";

/**
 * The header's account links: 'Sign in' for visitors; 'My Garage' and 'Sign out' for a signed-in
 * shopper. Sign-out is a plain POST (no JavaScript needed) that reloads the page fresh.
 */
export function AccountLinks({ signedIn, className = "" }: { signedIn: boolean; className?: string }) {
  const location = useLocation();
  // Quiet buttons in the header's own text colour.
  const item = cn(buttonVariants({ variant: "ghost", size: "sm" }), "gap-1.5 px-2 whitespace-nowrap text-inherit hover:text-inherit");
  if (!signedIn) {
    const here = location.pathname + location.search;
    const href = location.pathname === "/sign-in" || location.pathname === "/" ? "/sign-in" : signInUrl("garage", here, here);
    return (
      <div className={`flex shrink-0 items-center ${className}`}>
        <Link to={href} className={`${item} [--icon-size:1.25rem] ${iconClass("user-round")}`}>
          <span className="max-sm:sr-only">Sign in</span>
        </Link>
      </div>
    );
  }
  return (
    <div className={`flex shrink-0 items-center ${className}`}>
      <Link to="/my-garage" title="My Garage" className={item}>
        <MaskIcon name="car-front" className="size-5 lg:max-2xl:hidden" />
        <span className="max-sm:sr-only">My Garage</span>
      </Link>
      <Form method="post" action="/sign-out" reloadDocument>
        <button type="submit" title="Sign out" className={item}>
          <LogOut aria-hidden="true" className="size-5" />
          <span className="sr-only 2xl:not-sr-only">Sign out</span>
        </button>
      </Form>
    </div>
  );
}
