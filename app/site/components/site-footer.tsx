import { iconClass } from "../../ui/mask-icon.tsx";
import type { TenantSite } from "../site-layout.tsx";
import { formatPhone, telHref } from "../../lib/phone.ts";
import { Logo } from "./logo.tsx";
import { CookieSettingsButton } from "./consent-banner.tsx";
import { LinkList } from "../../ui/link-list.tsx";
import { PhoneButton, usePhoneGate } from "../../vehicle/components/vehicle-actions.tsx";

export function SiteFooter({ site }: { site: TenantSite }) {
  const { tenant, footer } = site;
  const visible = tenant.locations.filter((l) => l.visible);
  // On a car's page the numbers are masked here too, and revealed with the page's (spec 001 §4).
  const gate = usePhoneGate();
  // Icons are drawn by the elements they sit in (app/ui/mask-icon.tsx): none of their own.
  const callClass = `inline-flex items-center gap-1 underline-offset-4 hover:underline [--icon-size:0.875rem] ${iconClass("phone")}`;
  const callText = (text: string) => <span className="tabular-nums">{text}</span>;
  return (
    <footer className="bg-footer text-footer-ink">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[1.3fr_repeat(4,1fr)]">
        <div className="space-y-4">
          <Logo name={tenant.name} image={tenant.config.logo} />
          <p className="text-sm opacity-80">{tenant.config.tagline}</p>
          <ul className="space-y-3 text-sm">
            {visible.slice(0, 3).map((l) => (
              <li key={l.id} className={`flex gap-2 before:mt-0.5 before:opacity-70 ${iconClass("map-pin")}`}>
                <span>
                  <span className="font-semibold">{l.name}</span>
                  <br />
                  {l.address.street}, {l.address.city} {l.address.state} {l.address.postcode}
                  {l.contact_detail.phone && (
                    <>
                      <br />
                      {gate ? (
                        <PhoneButton raw={l.contact_detail.phone} gate={gate} anchor={`footer-phone-${l.id}`} className={callClass}>
                          {callText}
                        </PhoneButton>
                      ) : (
                        <a className={callClass} href={telHref(l.contact_detail.phone)}>
                          {callText(formatPhone(l.contact_detail.phone))}
                        </a>
                      )}
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
        {footer.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-3 text-sm font-bold tracking-wide uppercase opacity-100">{group.title}</h2>
            <LinkList shared links={group.links} className="space-y-2 text-sm" linkClassName="footer-link" />
          </nav>
        ))}
      </div>
      <div className="border-t border-current/15">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-xs opacity-80">
          <span>
            © {new Date().getFullYear()} {tenant.name}. All rights reserved.
          </span>
          <span>Prices are in Australian dollars. Images are illustrative.</span>
          <CookieSettingsButton tags={tenant.config.marketing_tags} className="underline-offset-4 hover:underline" />
        </div>
      </div>
    </footer>
  );
}
