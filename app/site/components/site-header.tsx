import { MaskIcon, iconClass } from "../../ui/mask-icon.tsx";
import { useEffect, useRef, useState } from "react";
import { NavLink as RouterNavLink } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { TenantSite } from "../site-layout.tsx";
import { TEMPLATES } from "../../tenants/templates.ts";
import { formatPhone, telHref } from "../../lib/phone.ts";
import type { NavItem } from "../navigation.ts";
import { imageUrl } from "../../media/image-url.ts";
import { Logo } from "./logo.tsx";
import { Anchor, LinkList, PageLink } from "../../ui/link-list.tsx";
import { Badge } from "../../ui/badge.tsx";
import { OnDemand } from "../../ui/on-demand.tsx";
import { StaticFragment } from "../../ui/static-fragment.tsx";
import { ButtonLink } from "../../ui/button.tsx";
import { AccountLinks } from "../../accounts/components/account-links.tsx";
import { PhoneButton, usePhoneGate } from "../../vehicle/components/vehicle-actions.tsx";

const PANEL = "invisible absolute top-full z-40 translate-y-1 rounded-theme border border-black/10 bg-white text-ink opacity-0 shadow-xl transition";
const OPEN = "visible translate-y-0 opacity-100";
/**
 * Without JavaScript a dropdown opens on hover (where configured) and while focus is inside it, so
 * tabbing walks through every menu's links. Once the page is interactive it opens on hover, on its
 * toggle button or ArrowDown, and closes on Escape or when focus leaves it (`open`).
 */
const reveal = (hover: boolean, open: boolean | null) =>
  open === null
    ? `${hover ? "group-hover:visible group-hover:translate-y-0 group-hover:opacity-100" : ""} group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100`
    : open
      ? OPEN
      : "";

/** The Models mega-menu: a column of model tiles per category (image, NAME, badge), then the menu's links. */
function ModelsPanel({ item, hover, open }: { item: NavItem; hover: boolean; open: boolean | null }) {
  const groups = item.groups ?? [];
  // The tiles and links are the same on every page: drawn once per menu item on the server (StaticFragment).
  return (
    <StaticFragment as="div" of={item} slot="models-panel" className={`${PANEL} left-1/2 w-[min(60rem,calc(100vw-2rem))] -translate-x-1/2 p-5 whitespace-normal ${reveal(hover, open)}`}>
      {() => (
        <>
          <div className="grid gap-6" style={{ gridTemplateColumns: `repeat(${groups.length}, minmax(0, 1fr))` }}>
            {groups.map((g) => (
              <div key={g.title} role="group" aria-label={g.title}>
                <PageLink href={g.href} className="text-xs font-bold tracking-wide text-muted uppercase hover:text-brand">
                  {g.title}
                </PageLink>
                <ul className="mt-2 grid grid-cols-2 gap-2">
                  {g.models.map((m) => (
                    <li key={m.href}>
                      <PageLink href={m.href} className="group/model block rounded-theme p-2 hover:bg-brand/5">
                        <span className="relative block aspect-[3/2] overflow-hidden rounded-theme bg-slate-100">
                          {m.image && <img src={imageUrl(m.image, { width: 240, height: 160 })} alt="" width={240} height={160} loading="lazy" decoding="async" className="size-full object-cover" />}
                          <Badge tone={m.badge === "New" ? "brand" : "warning"} className="absolute top-1 left-1 rounded px-1.5 text-[10px] tracking-normal">
                            {m.badge}
                          </Badge>
                        </span>
                        <span className="mt-1.5 block text-sm font-bold tracking-wide uppercase group-hover/model:text-brand">{m.label}</span>
                      </PageLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <LinkList
            links={(item.children ?? []).filter((c) => !groups.some((g) => g.href === c.href))}
            className="mt-4 flex flex-wrap gap-x-6 gap-y-1 border-t border-black/5 pt-3"
            linkClassName="text-sm font-semibold text-brand hover:underline"
          />
        </>
      )}
    </StaticFragment>
  );
}

/**
 * Desktop menu: dropdowns open on hover (where configured) and on keyboard focus with no
 * JavaScript; with it, see `reveal`. `openMenu` is the open dropdown's label (null: none).
 */
function DesktopNav({ items, hover, openMenu, onOpenMenu }: { items: NavItem[]; hover: boolean; openMenu: string | null; onOpenMenu: (label: string | null) => void }) {
  const hydrated = useHydrated();
  return (
    <ul className="relative hidden items-center gap-1 lg:flex">
      {items.map((item) => {
        if (!item.children)
          return (
            <li key={item.label}>
              {item.external ? (
                <Anchor link={item} className="rounded-theme px-2 py-2 xl:px-3 text-sm font-semibold hover:bg-black/5" />
              ) : (
                <RouterNavLink
                  to={item.href}
                  end
                  className={({ isActive }) => `rounded-theme px-2 py-2 whitespace-nowrap xl:px-3 text-sm font-semibold hover:bg-black/5 ${isActive ? "text-brand underline decoration-2 underline-offset-8" : ""}`}
                >
                  {item.label}
                </RouterNavLink>
              )}
            </li>
          );
        const open = hydrated ? openMenu === item.label : null;
        const panelId = `menu-${item.label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
        return (
          // A dropdown hangs from its item; the wide Models panel is centred on the whole menu instead, so it stays on screen.
          <li
            key={item.label}
            className={`group whitespace-nowrap ${item.groups?.length ? "" : "relative"}`}
            onMouseEnter={hover ? () => onOpenMenu(item.label) : undefined}
            onMouseLeave={hover ? () => onOpenMenu(null) : undefined}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null) && openMenu === item.label) onOpenMenu(null);
            }}
            onKeyDown={(e) => {
              if (e.key === "Escape" && openMenu === item.label) {
                onOpenMenu(null);
                e.currentTarget.querySelector<HTMLButtonElement>("button[aria-controls]")?.focus();
              } else if (e.key === "ArrowDown" && openMenu !== item.label) {
                e.preventDefault();
                onOpenMenu(item.label);
              }
            }}
          >
            <Anchor link={item} className="inline-flex items-center gap-1 rounded-theme px-2 py-2 xl:px-3 text-sm font-semibold hover:bg-black/5" />
            {hydrated ? (
              <button
                type="button"
                aria-expanded={open === true}
                aria-controls={panelId}
                aria-label={`${item.label} menu`}
                onClick={() => onOpenMenu(open ? null : item.label)}
                className={`-ml-2 inline-grid size-6 place-items-center rounded-theme align-middle before:opacity-70 before:transition hover:bg-black/5 ${open ? "before:rotate-180" : ""} ${iconClass("chevron-down")}`}
              />
            ) : (
              <MaskIcon name="chevron-down" className="pointer-events-none -ml-2 inline-block size-4 opacity-70" />
            )}
            <div id={panelId} className="contents">
              {item.groups?.length ? (
                <ModelsPanel item={item} hover={hover} open={open} />
              ) : (
                <LinkList shared links={item.children} className={`${PANEL} left-0 min-w-56 p-2 ${reveal(hover, open)}`} linkClassName="menu-link" />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Mobile menu: a disclosure that works without JavaScript; with it, its links are drawn once it is opened. */
function MobileNav({ items, open, onToggle }: { items: NavItem[]; open: boolean; onToggle: (open: boolean) => void }) {
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page was interactive: draw the links now.
  useEffect(() => {
    if (details.current?.open) onToggle(true);
  }, [onToggle]);
  return (
    <details ref={details} className="group lg:hidden" onToggle={(e) => onToggle(e.currentTarget.open)}>
      <summary className={`flex cursor-pointer list-none items-center gap-2 rounded-theme px-3 py-2 font-semibold [--icon-size:1.5rem] [&::-webkit-details-marker]:hidden ${iconClass("menu")}`}>
        <span>Menu</span>
      </summary>
      <OnDemand shown={open}>
        <nav aria-label="Mobile" className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto border-t border-black/10 bg-white px-4 py-3 text-ink shadow-xl">
          <StaticFragment as="ul" of={items} slot="mobile-menu" className="divide-y divide-black/5">
            {() => (
              <>
                {items.map((item) => (
                  <li key={item.label} className="py-1">
                    <Anchor link={item} className="block py-2 font-semibold" />
                    {item.children && <LinkList links={item.children} className="mb-2 ml-3 border-l border-black/10 pl-3" linkClassName="block py-1.5 text-sm text-muted" />}
                  </li>
                ))}
              </>
            )}
          </StaticFragment>
        </nav>
      </OnDemand>
    </details>
  );
}

export function SiteHeader({ site }: { site: TenantSite }) {
  const { tenant, header, primaryLocation } = site;
  const layout = TEMPLATES[tenant.template].layout.header;
  const phone = primaryLocation?.contact_detail.phone;
  const items = header.filter((i) => i.label !== "Home");
  // On a car's page the number is masked here too, and revealed with the page's (spec 001 §4).
  const gate = usePhoneGate();
  const callClass = `inline-flex items-center gap-2 text-sm font-semibold whitespace-nowrap ${iconClass("phone")}`;
  const callText = (text: string) => <span className="tabular-nums">{text}</span>;
  const call = !phone ? null : gate ? (
    <PhoneButton raw={phone} gate={gate} anchor="header-phone" className={callClass}>
      {callText}
    </PhoneButton>
  ) : (
    <a href={telHref(phone)} className={callClass}>
      {callText(formatPhone(phone))}
    </a>
  );
  const account = <AccountLinks signedIn={site.shopper !== null} />;
  const cta = (
    <ButtonLink to="/search/new-used-and-demo-cars" size="sm" className="hidden px-4 whitespace-nowrap sm:inline-flex">
      Search Stock
    </ButtonLink>
  );
  const home = (
    // Named by what it shows, then where it goes ('… home'): no aria-label, so a speech-input user's 'click Apex Motor Group' works (WCAG 2.5.3).
    <PageLink href="/">
      <Logo name={tenant.name} image={tenant.config.logo} />
      <span className="sr-only"> home</span>
    </PageLink>
  );
  // The header carries a dropdown-open marker while a menu is open (spec 000 §2 'Other blocks').
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const marker = { "data-dropdown-open": openMenu !== null || mobileOpen ? "true" : undefined };
  const nav = <DesktopNav items={items} hover={tenant.config.header_dropdown_on_hover} openMenu={openMenu} onOpenMenu={setOpenMenu} />;
  const menu = <MobileNav items={header} open={mobileOpen} onToggle={setMobileOpen} />;

  if (layout === "stacked")
    return (
      <header className="relative z-30 bg-header text-header-ink" {...marker}>
        <div className="border-b border-white/10 bg-black/30 text-xs">
          <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-2">
            <span className="truncate opacity-80">{tenant.config.tagline}</span>
            {call}
          </div>
        </div>
        <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4">
          {home}
          {nav}
          <div className="flex items-center gap-3">
            {account}
            {cta}
            {menu}
          </div>
        </nav>
        <div className="h-1 bg-brand" />
      </header>
    );

  if (layout === "centered")
    return (
      <header className="relative z-30 border-b border-black/5 bg-header text-header-ink" {...marker}>
        <nav aria-label="Main" className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-4">
          <div className="flex w-full items-center justify-between">
            <span className="hidden w-48 md:block">{call}</span>
            {home}
            <div className="flex min-w-48 items-center justify-end gap-2">
              {account}
              {cta}
              {menu}
            </div>
          </div>
          {nav}
        </nav>
      </header>
    );

  return (
    <header className="relative z-30 border-b border-black/10 bg-header text-header-ink shadow-sm" {...marker}>
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        {home}
        {nav}
        <div className="flex items-center gap-4">
          {/* With a Models menu the row is full at laptop widths: the phone (also in the footer) waits for wider screens. */}
          <span className={items.length > 6 ? "hidden 2xl:inline" : "hidden xl:inline"}>{call}</span>
          {account}
          {cta}
          {menu}
        </div>
      </nav>
    </header>
  );
}
