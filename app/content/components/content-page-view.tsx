import { ArrowRight, MapPin, MessageSquare, Phone } from "lucide-react";
import { Link } from "react-router";
import { formatPhone, telHref } from "../../lib/phone.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { ButtonAnchor, ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import type { ContentBlock } from "../content-body.ts";
import { PageBand, PageIntro, PageTitle } from "../../ui/page-band.tsx";
import { contentPageCrumbs } from "../content-pages.ts";

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

/** The page's call to action: a link out of the site when it has a host, else a client-side link. */
function CtaLink({ cta }: { cta: { label: string; href: string } }) {
  const content = (
    <>
      {cta.label} <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  return /^https?:\/\//.test(cta.href) ? (
    <ButtonAnchor href={cta.href} size="lg">
      {content}
    </ButtonAnchor>
  ) : (
    <ButtonLink to={cta.href} size="lg">
      {content}
    </ButtonLink>
  );
}

/** A content page: the heading band with breadcrumbs, the text, its call to action and a 'talk to us' panel. */
export function ContentPageView({ page }: { page: ContentPageViewData }) {
  return (
    <>
      <PageBand crumbs={<Breadcrumbs items={contentPageCrumbs(page.title)} />}>
        <PageTitle>{page.title}</PageTitle>
        {page.intro && <PageIntro>{page.intro}</PageIntro>}
      </PageBand>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-12">
        <article className="max-w-3xl min-w-0 text-[1.02rem]">
          <ContentBlocks blocks={page.blocks} />
          {page.cta && (
            <div className="mt-10">
              <CtaLink cta={page.cta} />
            </div>
          )}
        </article>
        <aside className="space-y-6 lg:pt-1">
          <Card padding="lg" className="lg:sticky lg:top-24">
            <h2 className="font-heading text-lg font-bold">Talk to {page.dealerName}</h2>
            <p className="mt-1 text-sm text-muted">Questions about anything on this page? Our team is happy to help.</p>
            <div className="mt-4 space-y-2">
              {page.phone && (
                <ButtonAnchor href={telHref(page.phone)} variant="outline" className="flex text-base">
                  <Phone aria-hidden="true" className="size-4" /> Call {formatPhone(page.phone)}
                </ButtonAnchor>
              )}
              <Link to="/contact" className="flex items-center gap-2 rounded-theme px-1 py-1.5 font-semibold text-ink hover:text-brand">
                <MessageSquare aria-hidden="true" className="size-4 text-brand" /> Send us an enquiry
              </Link>
              <Link to="/locations" className="flex items-center gap-2 rounded-theme px-1 py-1.5 font-semibold text-ink hover:text-brand">
                <MapPin aria-hidden="true" className="size-4 text-brand" /> Find a location
              </Link>
            </div>
          </Card>
        </aside>
      </div>
    </>
  );
}
