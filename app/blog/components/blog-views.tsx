import { ArrowLeft, CalendarDays } from "lucide-react";
import { Link } from "react-router";
import type { ContentBlock } from "../../content/content-body.ts";
import { ContentBlocks } from "../../content/components/content-page-view.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { type BreadcrumbItem } from "../../lib/breadcrumb-item.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { CardGrid } from "../../ui/card-grid.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { FilterPills } from "../../ui/filter-pills.tsx";
import { PageBand, PageIntro, PageTitle } from "../../ui/page-band.tsx";
import type { BlogCard } from "../blog-posts.ts";

function HeadingBand({ crumbs, title, intro }: { crumbs: BreadcrumbItem[]; title: string; intro?: string | null }) {
  return (
    <PageBand crumbs={<Breadcrumbs items={crumbs} />}>
      <PageTitle className="max-w-4xl">{title}</PageTitle>
      {intro && <PageIntro>{intro}</PageIntro>}
    </PageBand>
  );
}

/** A blog card (spec 000 §3 'Blog card': href, heading, image, description, date). */
function BlogCardView({ card }: { card: BlogCard }) {
  return (
    <Card asChild padding="none" className="group flex h-full flex-col overflow-hidden ring-black/[0.07] transition hover:shadow-lg">
      <article aria-labelledby={`post-${card.href}`}>
        <div className="aspect-[16/9] overflow-hidden bg-slate-100">
          {card.image && <img src={card.image} alt="" width={640} height={360} loading="lazy" decoding="async" className="size-full object-cover transition duration-500 group-hover:scale-[1.03]" />}
        </div>
        <div className="flex flex-1 flex-col p-5">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold text-muted">
            <Link to={card.category.href} className="tracking-wide text-brand uppercase hover:underline">
              {card.category.name}
            </Link>
            <time dateTime={card.isoDate}>{card.date}</time>
          </p>
          <h2 id={`post-${card.href}`} className="mt-2 font-heading text-xl leading-snug font-bold">
            <Link to={card.href} className="rounded-sm hover:text-brand">
              {card.heading}
            </Link>
          </h2>
          {card.description && <p className="mt-2 text-sm leading-relaxed text-ink/80">{card.description}</p>}
          <Link to={card.href} aria-hidden="true" tabIndex={-1} className="mt-auto pt-4 text-sm font-bold text-brand">
            Read more →
          </Link>
        </div>
      </article>
    </Card>
  );
}

/** /blog and /blog/{category}: category links (plain links, no JavaScript needed) and the cards. */
export function BlogList({
  crumbs,
  title,
  intro,
  categories,
  active,
  cards,
}: {
  crumbs: BreadcrumbItem[];
  title: string;
  intro: string;
  categories: { name: string; href: string; count: number; slug: string }[];
  active: string | null;
  cards: BlogCard[];
}) {
  return (
    <>
      <HeadingBand crumbs={crumbs} title={title} intro={intro} />
      <div className="mx-auto max-w-6xl px-4 py-8 lg:py-10">
        {categories.length > 1 && (
          <FilterPills
            label="Blog categories"
            className="mb-6"
            items={[{ name: "All posts", href: "/blog", slug: null as string | null }, ...categories].map((c) => ({ label: c.name, href: c.href, current: c.slug === active }))}
          />
        )}
        <CardGrid role="list" aria-label="Posts" className="gap-6 sm:grid-cols-2 lg:grid-cols-3" items={cards} keyOf={(c) => c.href}
          empty={
            <EmptyState size="sm" title="No posts yet" action={<ButtonLink to="/search/new-used-and-demo-cars" size="lg" className="py-2.5 shadow-none">Browse our stock</ButtonLink>}>
              News, reviews and tips from our team will appear here.
            </EmptyState>
          }
        >
          {(c) => <BlogCardView card={c} />}
        </CardGrid>
      </div>
    </>
  );
}

/** One post: heading band, picture, text, and the way back to its category. */
export function BlogPostView({ crumbs, card, author, blocks }: { crumbs: BreadcrumbItem[]; card: BlogCard; author: string | null; blocks: ContentBlock[] }) {
  return (
    <>
      <HeadingBand crumbs={crumbs} title={card.heading} />
      <div className="mx-auto max-w-3xl px-4 py-8 lg:py-10">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={card.isoDate}>{card.date}</time>
          </span>
          {author && <span>By {author}</span>}
          <Link to={card.category.href} className="font-semibold text-brand hover:underline">
            {card.category.name}
          </Link>
        </p>
        {card.image && <img src={card.image} alt="" width={960} height={540} className="mt-6 aspect-[16/9] w-full rounded-theme object-cover" />}
        <div className="mt-8 text-[1.02rem]">
          <ContentBlocks blocks={blocks} />
        </div>
        <Link to={card.category.href} className="mt-10 inline-flex items-center gap-2 font-bold text-brand hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> More {card.category.name}
        </Link>
      </div>
    </>
  );
}
