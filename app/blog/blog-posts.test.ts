import { describe, expect, it } from "vitest";
import { blogPostSchema } from "../tenants/tenant-document.ts";
import { blogCategories, postDate, publishedPosts, resolveBlogPath, toBlogCard } from "./blog-posts.ts";

const post = (slug: string, date: string, category = "Vehicle Reviews", extra: object = {}) => blogPostSchema.parse({ slug, heading: `Post ${slug}`, date, category, ...extra });
const posts = [post("ranger-review", "2026-11-10"), post("everest-review", "2026-11-18"), post("open-day", "2026-11-15", "News"), post("future", "2026-12-01")];

describe("blog", () => {
  it("shows posts published by the dealer's date, newest first", () => {
    expect(publishedPosts(posts, "2026-11-22").map((p) => p.slug)).toEqual(["everest-review", "open-day", "ranger-review"]);
    expect(publishedPosts(posts, "2026-12-01").map((p) => p.slug)[0]).toBe("future");
  });

  it("lists categories with counts and their /blog/{slug} addresses", () => {
    expect(blogCategories(publishedPosts(posts, "2026-11-22"))).toEqual([
      { name: "Vehicle Reviews", slug: "vehicle-reviews", href: "/blog/vehicle-reviews", count: 2 },
      { name: "News", slug: "news", href: "/blog/news", count: 1 },
    ]);
  });

  it("cuts a card's description to 120 characters at a word, falling back to the body's text", () => {
    const long = "The Ranger Raptor is the most capable ute Ford has built in Australia, and after a week of sand, mud and school runs we can see why it sells.";
    const card = toBlogCard(post("raptor", "2026-11-01", "Vehicle Reviews", { description: long }));
    expect(card.description.length).toBeLessThanOrEqual(121);
    expect(card.description).toBe("The Ranger Raptor is the most capable ute Ford has built in Australia, and after a week of sand, mud and school runs we…");
    expect(card).toMatchObject({ href: "/blog/raptor", date: "1 November 2026", category: { name: "Vehicle Reviews", href: "/blog/vehicle-reviews" } });
    expect(toBlogCard(post("body-only", "2026-11-01", "News", { body: "## Heading\nFirst paragraph here.\n\n- a point" })).description).toBe("First paragraph here. a point");
  });

  it("resolves /blog/{slug} to a post, then a category, else nothing", () => {
    const published = publishedPosts(posts, "2026-11-22");
    expect(resolveBlogPath(published, "open-day")).toMatchObject({ kind: "post", post: { slug: "open-day" } });
    expect(resolveBlogPath(published, "vehicle-reviews")).toMatchObject({ kind: "category", name: "Vehicle Reviews", posts: [{ slug: "everest-review" }, { slug: "ranger-review" }] });
    // Not yet published, or unknown.
    expect(resolveBlogPath(published, "future")).toBeNull();
    expect(resolveBlogPath(published, "nothing-here")).toBeNull();
  });

  it("writes dates the Australian way", () => {
    expect(postDate("2026-01-05")).toBe("5 January 2026");
  });
});
