import { data } from "react-router";
import type { Route } from "./+types/blog";
import { blogCategories, publishedPosts, resolveBlogPath, toBlogCard } from "../blog/blog-posts.ts";
import { BlogList, BlogPostView } from "../blog/components/blog-views.tsx";
import { parseContentBody, summaryOf } from "../content/content-body.ts";
import { requireTenant } from "../platform/request-context.server.ts";
import { dealerToday } from "../tenants/dealer-clock.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Blog" }];
  if (loaderData.kind === "post") return [{ title: `${loaderData.card.heading} · ${loaderData.dealerName}` }, { name: "description", content: loaderData.description }];
  return [{ title: `${loaderData.title} · ${loaderData.dealerName}` }, { name: "description", content: loaderData.intro }];
}

/** /blog (every post), /blog/{category} (e.g. /blog/vehicle-reviews) and /blog/{post}. */
export function loader({ context, params }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const published = publishedPosts(tenant.config.blog_posts, dealerToday(tenant, new Date()));
  const categories = blogCategories(published);
  const home = { label: "Home", href: "/" };
  if (!params.slug) {
    return {
      kind: "list" as const,
      dealerName: tenant.name,
      title: "Blog",
      intro: `News, vehicle reviews and tips from the team at ${tenant.name}.`,
      crumbs: [home, { label: "Blog" }],
      categories,
      active: null,
      cards: published.map(toBlogCard),
    };
  }
  const found = resolveBlogPath(published, params.slug);
  if (!found) throw data({ reason: "not-found" }, { status: 404 });
  if (found.kind === "category") {
    return {
      kind: "list" as const,
      dealerName: tenant.name,
      title: found.name,
      intro: `${found.name} from the team at ${tenant.name}.`,
      crumbs: [home, { label: "Blog", href: "/blog" }, { label: found.name }],
      categories,
      active: params.slug,
      cards: found.posts.map(toBlogCard),
    };
  }
  const card = toBlogCard(found.post);
  const blocks = parseContentBody(found.post.body || found.post.description);
  return {
    kind: "post" as const,
    dealerName: tenant.name,
    card,
    author: found.post.author,
    blocks,
    description: found.post.description || summaryOf(blocks),
    crumbs: [home, { label: "Blog", href: "/blog" }, { label: found.post.category, href: card.category.href }, { label: found.post.heading }],
  };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "post" ? <BlogPostView {...loaderData} /> : <BlogList {...loaderData} />;
}
