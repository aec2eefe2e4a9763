import type { ComponentProps, ReactNode } from "react";
import { StaticFragment } from "./static-fragment.tsx";

/** A link of a list or menu: outside the site when `external`. */
export type LinkItem = { label: string; href: string; external?: boolean };

/**
 * A link to a page of this site, as plain as an anchor can be: `<a href data-discover>`, React Router's own mark (its
 * route discovery learns the target's route ahead of the click, as for its `<Link>`), which `<DocumentLinks>`
 * (app/ui/document-links.tsx, mounted once in the root) turns into a client-side navigation. React Router's `<Link>`
 * costs a few hooks and a path resolution per link on every server render; the layout draws ~80 of them, a results
 * page's cards 63 (issue 15, ADR 054).
 */
export function PageLink({ href, children, ...props }: Omit<ComponentProps<"a">, "href"> & { href: string; children: ReactNode }) {
  return (
    <a {...props} href={href} data-discover="true">
      {children}
    </a>
  );
}

/** A link: a plain anchor when it leaves the site, a page link (client-side navigation) when not. */
export function Anchor({ link, className }: { link: LinkItem; className?: string }) {
  return link.external ? (
    <a href={link.href} className={className} rel="noopener">
      {link.label}
    </a>
  ) : (
    <PageLink href={link.href} className={className}>
      {link.label}
    </PageLink>
  );
}

/**
 * A list of links, one an item (menus, footers, recent searches). `shared`: `links` is an object shared by every page
 * and never changed (a tenant's menu): the server draws the items once (StaticFragment).
 */
export function LinkList({ links, className, linkClassName, shared = false }: { links: LinkItem[]; className: string; linkClassName: string; shared?: boolean }) {
  const items = () => (
    <>
      {links.map((link) => (
        <li key={`${link.label} ${link.href}`}>
          <Anchor link={link} className={linkClassName} />
        </li>
      ))}
    </>
  );
  if (shared)
    return (
      <StaticFragment as="ul" of={links} slot={linkClassName} className={className}>
        {items}
      </StaticFragment>
    );
  return <ul className={className}>{items()}</ul>;
}
