import { describe, expect, it } from "vitest";
import { breadcrumbListJsonLd } from "./breadcrumb-item.ts";

describe("breadcrumbListJsonLd", () => {
  it("numbers the steps from 1 with absolute URLs, the current page last", () => {
    const ld = breadcrumbListJsonLd([{ label: "Home", href: "/" }, { label: "Models", href: "/models" }, { label: "RAV4" }], "https://www.x.com.au", "https://www.x.com.au/models/rav4");
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.x.com.au/" },
        { "@type": "ListItem", position: 2, name: "Models", item: "https://www.x.com.au/models" },
        { "@type": "ListItem", position: 3, name: "RAV4", item: "https://www.x.com.au/models/rav4" },
      ],
    });
  });
});
