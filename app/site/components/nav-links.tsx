import { Link } from "react-router";
import type { NavLink } from "../navigation.ts";

/** A menu link: a plain anchor when it leaves the site, a router link (prefetched on `prefetch`) when not. */
export function Anchor({ link, className, prefetch }: { link: NavLink; className?: string; prefetch?: "intent" }) {
  return link.external ? (
    <a href={link.href} className={className} rel="noopener">
      {link.label}
    </a>
  ) : (
    <Link to={link.href} className={className} prefetch={prefetch}>
      {link.label}
    </Link>
  );
}

/** A list of menu links, one an item. */
export function LinkList({ links, className, linkClassName, prefetch }: { links: NavLink[]; className: string; linkClassName: string; prefetch?: "intent" }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <Anchor link={link} className={linkClassName} prefetch={prefetch} />
        </li>
      ))}
    </ul>
  );
}
