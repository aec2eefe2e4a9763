import { ArrowLeft, CarFront, ExternalLink, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { telHref } from "../../lib/phone.ts";
import { imageUrl } from "../../media/image-url.ts";
import { sitePath, type DetailRow } from "../../leads/lead-details.ts";
import { Alert } from "../../ui/alert.tsx";
import { Badge } from "../../ui/badge.tsx";
import { ButtonAnchor, ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import type { LeadActionData, LeadPageData } from "../leads-console.server.ts";
import { ConsolePage } from "./console-page.tsx";
import { LeadStatusBadges } from "./lead-badges.tsx";
import { AssignForm, NoteForm, ResendForm, StatusForm, TakeLeadForm } from "./lead-pipeline-forms.tsx";

/** A titled card of the lead page. */
function Section({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card asChild padding="lg">
      <section aria-labelledby={id}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={id} className="text-lg font-bold">
            {title}
          </h2>
          {action}
        </div>
        <div className="mt-3">{children}</div>
      </section>
    </Card>
  );
}

function Rows({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className="grid grid-cols-[minmax(6rem,45%)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,max-content)_minmax(0,1fr)] sm:gap-x-6">
      {rows.map((r) => (
        <div key={r.label} className="contents">
          <dt className="text-muted">{r.label}</dt>
          <dd className="min-w-0 font-medium break-words">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Contact({ page }: { page: LeadPageData }) {
  const c = page.contact;
  const rows: DetailRow[] = [];
  if (c.postcode) rows.push({ label: "Postcode", value: c.postcode });
  if (c.preferred) rows.push({ label: "Prefers", value: c.preferred });
  rows.push({ label: "Wants offers", value: c.optIn ? "Yes" : "No" });
  if (page.location) rows.push({ label: "Location", value: page.location });
  return (
    <Section id="lead-contact" title="Contact">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {c.phone && (
          <ButtonAnchor href={telHref(c.phone.raw)} variant="primary" size="lg" className="justify-start sm:justify-center">
            <Phone aria-hidden="true" className="size-4" /> Call {c.phone.shown}
          </ButtonAnchor>
        )}
        {c.email && (
          <ButtonAnchor href={`mailto:${c.email}`} variant="secondary" size="lg" className="min-w-0 justify-start sm:justify-center">
            <Mail aria-hidden="true" className="size-4 shrink-0" /> <span className="truncate">{c.email}</span>
          </ButtonAnchor>
        )}
      </div>
      <div className="mt-4">
        <Rows rows={rows} />
      </div>
    </Section>
  );
}

function Vehicle({ vehicle }: { vehicle: NonNullable<LeadPageData["vehicle"]> }) {
  return (
    <Section id="lead-vehicle" title="Vehicle">
      <div className="flex gap-4">
        <div className="grid aspect-[3/2] w-28 shrink-0 place-items-center overflow-hidden rounded-theme bg-page sm:w-40">
          {vehicle.image ? (
            <img src={imageUrl(vehicle.image, { width: 320, height: 213 })} alt="" width={160} height={107} loading="lazy" className="size-full object-cover" />
          ) : (
            <CarFront aria-hidden="true" className="size-8 text-muted" />
          )}
        </div>
        <div className="min-w-0">
          <p className="font-semibold">{vehicle.title}</p>
          <p className="text-sm text-muted">{[vehicle.stockNumber && `Stock ${vehicle.stockNumber}`, vehicle.price].filter(Boolean).join(" · ")}</p>
          {vehicle.gone && <p className="mt-1 text-sm text-muted">No longer in your stock.</p>}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
            {vehicle.publicHref && (
              <a href={vehicle.publicHref} className="inline-flex items-center gap-1 text-brand hover:underline">
                <ExternalLink aria-hidden="true" className="size-3.5" /> On the website
              </a>
            )}
            {vehicle.consoleHref && (
              <Link to={vehicle.consoleHref} className="text-brand hover:underline">
                In your stock
              </Link>
            )}
            <Link to={vehicle.otherLeadsHref} className="text-brand hover:underline">
              Leads about this car
            </Link>
          </p>
        </div>
      </div>
    </Section>
  );
}

function VisitedPages({ pages }: { pages: string[] }) {
  return (
    <Section id="lead-visited" title="Pages they looked at first">
      {pages.length ? (
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {pages.map((p, i) => {
            const path = sitePath(p);
            return (
              <li key={`${i}-${p}`} className="break-all">
                {path ? (
                  <a href={path} className="text-brand hover:underline">
                    {p}
                  </a>
                ) : (
                  p
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-muted">The form didn't record the pages visited before it was sent.</p>
      )}
    </Section>
  );
}

const DELIVERY_TONES = { success: "success", warning: "warning", danger: "danger", neutral: "neutral" } as const;

function Deliveries({ page }: { page: LeadPageData }) {
  return (
    <Section id="lead-delivery" title="Delivery to your CRM" action={page.can.resend ? <ResendForm /> : undefined}>
      {page.deliveries.length ? (
        <ul className="divide-y divide-black/5 text-sm">
          {page.deliveries.map((d) => (
            <li key={d.id} className="flex flex-col gap-1 py-2 first:pt-0 last:pb-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{d.destination}</span>
                <Badge tone={DELIVERY_TONES[d.tone]}>{d.state}</Badge>
              </p>
              <p className="text-muted">
                {d.attempts === 1 ? "1 attempt" : `${d.attempts} attempts`}
                {d.when && ` · ${d.when}`}
              </p>
              {d.lastError && <p className="font-mono text-xs break-all text-red-800">Last error: {d.lastError}</p>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{page.hasDestinations ? "Not sent yet." : "No CRM is connected to this site and no location has an email address: leads stay here in the console. Your platform operator can connect one."}</p>
      )}
    </Section>
  );
}

function Pipeline({ page, failure }: { page: LeadPageData; failure: LeadActionData | null }) {
  return (
    <Section id="lead-pipeline" title="Pipeline">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">Now</span> <LeadStatusBadges status={page.status} overdue={page.overdue} />
      </p>
      {page.lostReason && <p className="mt-1 text-sm">Reason: {page.lostReason}</p>}
      {page.respondBy && <p className={page.overdue ? "mt-1 text-sm font-semibold text-red-800" : "mt-1 text-sm text-muted"}>{page.overdue ? `Should have been answered by ${page.respondBy}` : `Answer by ${page.respondBy}`}</p>}
      <p className="mt-3 text-sm">
        <span className="text-muted">Assigned to</span> <span className="font-semibold">{page.mine ? "You" : (page.assignee?.name ?? "No one")}</span>
      </p>
      <div className="mt-4 space-y-5">
        {page.can.take && <TakeLeadForm />}
        {page.can.move ? (
          <StatusForm page={page} failure={failure} />
        ) : (
          <p className="text-sm text-muted">Take this lead to move it along the pipeline.</p>
        )}
        {page.can.assign && (
          <div className="border-t border-black/10 pt-4">
            <AssignForm page={page} failure={failure} />
          </div>
        )}
      </div>
    </Section>
  );
}

function History({ page, failure }: { page: LeadPageData; failure: LeadActionData | null }) {
  return (
    <Section id="lead-history" title="History">
      <NoteForm page={page} failure={failure} />
      <ol className="mt-5 space-y-4 border-t border-black/10 pt-4">
        {page.history.map((h) => (
          <li key={`${h.id}-${h.when}`} className="text-sm">
            <p className="font-semibold">{h.text}</p>
            <p className="text-xs text-muted">
              {h.who} · {h.when}
            </p>
            {h.note && <p className="mt-1 rounded-theme bg-page px-3 py-2 whitespace-pre-line">{h.note}</p>}
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** /dealer/leads/:id: who, what about, the message and details, the pipeline and history, and delivery to the CRM. */
export function LeadDetailPage({ page, failure }: { page: LeadPageData; failure: LeadActionData | null }) {
  return (
    <ConsolePage
      title={page.name}
      description={`${page.kind} · received ${page.received}`}
      className="max-w-7xl"
      actions={
        <ButtonLink to="/dealer/leads" variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-4" /> All leads
        </ButtonLink>
      }
    >
      {page.notice && !failure && (
        <Alert tone="success" className="mb-6">
          {page.notice}
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 space-y-6">
          <Contact page={page} />
          {page.vehicle && <Vehicle vehicle={page.vehicle} />}
          <Section id="lead-message" title="Message">
            {page.message ? <p className="whitespace-pre-line">{page.message}</p> : <p className="text-sm text-muted">No message.</p>}
            <div className="mt-4">
              <Rows rows={page.details} />
            </div>
          </Section>
          {page.tradeIn.length > 0 && (
            <Section id="lead-trade-in" title="Their car">
              <Rows rows={page.tradeIn} />
            </Section>
          )}
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Pipeline page={page} failure={failure} />
          <History page={page} failure={failure} />
        </div>
        <div className="min-w-0 space-y-6">
          <VisitedPages pages={page.visitedPages} />
          {page.source.length > 0 && (
            <Section id="lead-source" title="Where they came from">
              <Rows rows={page.source} />
            </Section>
          )}
          <Deliveries page={page} />
        </div>
      </div>
    </ConsolePage>
  );
}
