/**
 * The dealer's blog (spec 000 §2 /blog/vehicle-reviews; §3 'Blog card'; §9 'Blog description cut to 120
 * characters'): which posts show, their categories and their cards. Pure: the dealer's date is an argument.
 */
import { truncateText } from "../lib/text.ts";
import { slugify } from "../lib/slug.ts";
import type { BlogPost } from "../tenants/tenant-document.ts";

export const BLOG_DESCRIPTION_MAX = 120;

export interface BlogCard {
  href: string;
  heading: string;
  image: string | null;
  description: string;
  /** "18 November 2026" */
  date: string;
  isoDate: string;
  category: { name: string; href: string };
}

export const categorySlug = (name: string) => slugify(name);
export const postPath = (post: Pick<BlogPost, "slug">) => `/blog/${post.slug}`;
export const categoryPath = (name: string) => `/blog/${categorySlug(name)}`;

/** Posts published by `today` (YYYY-MM-DD, the dealer's date), newest first (then by heading). */
export function publishedPosts(posts: readonly BlogPost[], today: string): BlogPost[] {
  return posts.filter((p) => p.date <= today).toSorted((a, b) => b.date.localeCompare(a.date) || a.heading.localeCompare(b.heading));
}

/** The categories of the published posts, with how many posts each has, in order of first appearance. */
export function blogCategories(published: readonly BlogPost[]): { name: string; slug: string; href: string; count: number }[] {
  const out = new Map<string, { name: string; slug: string; href: string; count: number }>();
  for (const p of published) {
    const slug = categorySlug(p.category);
    const entry = out.get(slug) ?? { name: p.category, slug, href: categoryPath(p.category), count: 0 };
    entry.count += 1;
    out.set(slug, entry);
  }
  return [...out.values()];
}

/** "18 November 2026" for YYYY-MM-DD. */
export function postDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}

export function toBlogCard(post: BlogPost): BlogCard {
  const text = (post.description || post.body).replace(/^##\s+.*$/gm, "").replace(/^-\s+/gm, "").replace(/\s+/g, " ").trim();
  return {
    href: postPath(post),
    heading: post.heading,
    image: post.image,
    description: truncateText(text, BLOG_DESCRIPTION_MAX),
    date: postDate(post.date),
    isoDate: post.date,
    category: { name: post.category, href: categoryPath(post.category) },
  };
}

/** What /blog/{slug} is: a published post, a category with published posts, or nothing (404). */
export function resolveBlogPath(
  published: readonly BlogPost[],
  slug: string,
): { kind: "post"; post: BlogPost } | { kind: "category"; name: string; posts: BlogPost[] } | null {
  const post = published.find((p) => p.slug === slug);
  if (post) return { kind: "post", post };
  const posts = published.filter((p) => categorySlug(p.category) === slug);
  return posts.length ? { kind: "category", name: posts[0]!.category, posts } : null;
}
