import { Link } from "react-router";

/** A link of a list or menu: outside the site when `external`. */
export type LinkItem = { label: string; href: string; external?: boolean };

/** A link: a plain anchor when it leaves the site, a router link (prefetched on `prefetch`) when not. */
export function Anchor({ link, className, prefetch }: { link: LinkItem; className?: string; prefetch?: "intent" }) {
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

/** A list of links, one an item (menus, footers, recent searches). */
export function LinkList({ links, className, linkClassName, prefetch }: { links: LinkItem[]; className: string; linkClassName: string; prefetch?: "intent" }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.label} ${link.href}`}>
          <Anchor link={link} className={linkClassName} prefetch={prefetch} />
        </li>
      ))}
    </ul>
  );
}
