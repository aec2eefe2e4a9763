/** One step of a breadcrumb trail (app/ui/breadcrumbs.tsx draws it). */
export interface BreadcrumbItem {
  label: string;
  /** Absent for the current page. */
  href?: string;
}

/**
 * schema.org BreadcrumbList of a trail (ADR 045): each step with its position, name and absolute URL; the current page
 * (no href) is `pageUrl`.
 */
export function breadcrumbListJsonLd(items: readonly BreadcrumbItem[], origin: string, pageUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.label,
      item: item.href ? new URL(item.href, `${origin}/`).href : pageUrl,
    })),
  };
}
