import { ArrowRight, MapPin, MessageSquare, Phone } from "lucide-react";
import { Link } from "react-router";
import { formatPhone, telHref } from "../../lib/phone.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import type { ContentBlock } from "../content-body.ts";
import { PageBand } from "../../ui/page-band.tsx";

export type ContentPageViewData = {
  title: string;
  intro: string | null;
  blocks: ContentBlock[];
  cta: { label: string; href: string } | null;
  dealerName: string;
  phone: string | null;
};

function Block({ block }: { block: ContentBlock }) {
  if (block.kind === "heading") return <h2 className="mt-10 font-heading text-2xl font-bold text-ink first:mt-0">{block.text}</h2>;
  if (block.kind === "list")
    return (
      <ul className="mt-4 space-y-2 first:mt-0">
        {block.items.map((item, i) => (
          <li key={i} className="flex gap-3 leading-relaxed text-ink/85">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    );
  return <p className="mt-4 leading-relaxed text-ink/85 first:mt-0">{block.text}</p>;
}

/** A parsed plain-text body (paragraphs, sub-headings, lists) as React elements. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((b, i) => (
        <Block key={i} block={b} />
      ))}
    </>
  );
}

function CtaLink({ cta, className }: { cta: { label: string; href: string }; className: string }) {
  const content = (
    <>
      {cta.label} <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  return /^https?:\/\//.test(cta.href) ? (
    <a href={cta.href} className={className}>
      {content}
    </a>
  ) : (
    <Link to={cta.href} className={className}>
      {content}
    </Link>
  );
}

const primary = "inline-flex items-center justify-center gap-2 rounded-theme bg-brand px-5 py-3 font-bold text-brand-contrast shadow-sm transition hover:brightness-110";

/** A content page: the heading band with breadcrumbs, the text, its call to action and a 'talk to us' panel. */
export function ContentPageView({ page }: { page: ContentPageViewData }) {
  return (
    <>
      <PageBand crumbs={<Breadcrumbs items={[{ label: "Home", href: "/" }, { label: page.title }]} />}>
        <h1 className="mt-4 font-heading text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{page.title}</h1>
        {page.intro && <p className="mt-3 max-w-2xl text-lg text-muted">{page.intro}</p>}
      </PageBand>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-12">
        <article className="max-w-3xl min-w-0 text-[1.02rem]">
          <ContentBlocks blocks={page.blocks} />
          {page.cta && (
            <div className="mt-10">
              <CtaLink cta={page.cta} className={primary} />
            </div>
          )}
        </article>
        <aside className="space-y-6 lg:pt-1">
          <div className="rounded-theme bg-surface p-6 shadow-sm ring-1 ring-black/5 lg:sticky lg:top-24">
            <h2 className="font-heading text-lg font-bold">Talk to {page.dealerName}</h2>
            <p className="mt-1 text-sm text-muted">Questions about anything on this page? Our team is happy to help.</p>
            <div className="mt-4 space-y-2">
              {page.phone && (
                <a href={telHref(page.phone)} className="flex items-center justify-center gap-2 rounded-theme border-2 border-brand px-4 py-2.5 font-bold text-brand hover:bg-brand hover:text-brand-contrast">
                  <Phone aria-hidden="true" className="size-4" /> Call {formatPhone(page.phone)}
                </a>
              )}
              <Link to="/contact" className="flex items-center gap-2 rounded-theme px-1 py-1.5 font-semibold text-ink hover:text-brand">
                <MessageSquare aria-hidden="true" className="size-4 text-brand" /> Send us an enquiry
              </Link>
              <Link to="/locations" className="flex items-center gap-2 rounded-theme px-1 py-1.5 font-semibold text-ink hover:text-brand">
                <MapPin aria-hidden="true" className="size-4 text-brand" /> Find a location
              </Link>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}
