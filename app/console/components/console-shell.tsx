import { ChartColumn, Car, Clock, ExternalLink, Gauge, History, House, Inbox, KeyRound, LogOut, Menu, Rss, Settings, Tag, User, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { currentNavHref, type ConsoleNavItem } from "../console-nav.ts";


const ICONS: Record<string, typeof House> = { home: House, car: Car, chart: ChartColumn, gauge: Gauge, tag: Tag, clock: Clock, settings: Settings, users: Users, key: KeyRound, history: History, user: User, inbox: Inbox, rss: Rss };

export type ConsoleShellData = { dealerName: string; siteUrl: string; user: { name: string; email: string; roleLabel: string }; nav: ConsoleNavItem[] };

function NavList({ nav, className }: { nav: ConsoleNavItem[]; className?: string }) {
  const { pathname } = useLocation();
  const current = currentNavHref(nav, pathname);
  return (
    <ul className={cn("space-y-0.5", className)}>
      {nav.map((item) => {
        const Icon = ICONS[item.icon] ?? House;
        const active = item.href === current;
        return (
          <li key={item.href}>
            <Link
              to={item.href}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-semibold text-slate-300 hover:bg-white/10 hover:text-white",
                active && "bg-white/15 text-white",
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function SignOut() {
  return (
    <Form method="post" action="/dealer/sign-out">
      <Button type="submit" variant="inverse" size="sm" className="gap-2">
        <LogOut aria-hidden="true" className="size-4" /> Sign out
      </Button>
    </Form>
  );
}

/**
 * The frame of every signed-in console page: the dealer's name, the sections the role may open, who is signed in and
 * sign-out. A sidebar from 1024 px; on a phone a bar with a menu that opens without JavaScript (<details>).
 */
export function ConsoleShell({ data, children }: { data: ConsoleShellData; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-page lg:grid lg:grid-cols-[15rem_1fr]">
      <a href="#console-main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink">
        Skip to content
      </a>
      {/* Phones and tablets: a bar with the menu. */}
      <header className="sticky top-0 z-30 bg-slate-900 text-white lg:hidden">
        <details className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 [&::-webkit-details-marker]:hidden">
            <span className="min-w-0">
              <span className="block truncate font-bold">{data.dealerName}</span>
              <span className="block text-xs text-slate-400">Dealer console</span>
            </span>
            <span className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold ring-1 ring-white/30 group-open:bg-white/15">
              <Menu aria-hidden="true" className="size-4" /> Menu
            </span>
          </summary>
          <nav aria-label="Console" className="border-t border-white/10 px-3 pb-4 pt-2">
            <NavList nav={data.nav} />
            <a href={data.siteUrl} className="mt-1 flex items-center gap-3 rounded-md px-3 py-2 text-sm font-semibold text-slate-300 hover:bg-white/10 hover:text-white">
              <ExternalLink aria-hidden="true" className="size-4" /> View the website
            </a>
            <div className="mt-3 flex items-center justify-between gap-3 border-t border-white/10 px-3 pt-3">
              <p className="min-w-0 text-sm">
                <span className="block truncate font-semibold">{data.user.name}</span>
                <span className="block text-xs text-slate-400">{data.user.roleLabel}</span>
              </p>
              <SignOut />
            </div>
          </nav>
        </details>
      </header>
      {/* Desktop: the sidebar (its column stays dark however long the page; the menu stays in view). */}
      <div className="hidden bg-slate-900 lg:block">
      <aside className="sticky top-0 flex h-screen flex-col px-3 py-5 text-white">
        <div className="px-3">
          <p className="truncate text-lg font-bold" title={data.dealerName}>
            {data.dealerName}
          </p>
          <p className="text-xs text-slate-400">Dealer console</p>
        </div>
        <nav aria-label="Console" className="mt-6 flex-1 overflow-y-auto">
          <NavList nav={data.nav} />
        </nav>
        <div className="space-y-3 border-t border-white/10 px-3 pt-4">
          <a href={data.siteUrl} className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-300 hover:text-white">
            View the website <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
          <p className="text-sm">
            <span className="block truncate font-semibold" title={data.user.email}>
              {data.user.name}
            </span>
            <span className="block text-xs text-slate-400">{data.user.roleLabel}</span>
          </p>
          <SignOut />
        </div>
      </aside>
      </div>
      <main id="console-main" tabIndex={-1} className="min-w-0 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8">
        {children}
      </main>
    </div>
  );
}
