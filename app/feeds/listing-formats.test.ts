import { describe, expect, it } from "vitest";
import { csvCell, googlePriceType, xmlText } from "./listing-formats.ts";

describe("listing feed writers", () => {
  it("names the price type as Google does for Australia, and says nothing when the vehicle does not", () => {
    expect(googlePriceType("Drive Away")).toBe("drive_away_price");
    expect(googlePriceType("DAP")).toBe("drive_away_price");
    expect(googlePriceType("Excl. Govt. Charges")).toBe("excluding_government_charges_price");
    expect(googlePriceType("EGC")).toBe("excluding_government_charges_price");
    expect(googlePriceType("+ORC")).toBe("excluding_government_charges_price");
    expect(googlePriceType("Estimated drive away")).toBe("estimated_drive_away_price");
    expect(googlePriceType(null)).toBeNull();
    expect(googlePriceType("Negotiable")).toBeNull();
  });

  it("escapes XML text and drops characters XML cannot carry", () => {
    expect(xmlText(`Tom's "R&D" <ute>\u0007`)).toBe("Tom&apos;s &quot;R&amp;D&quot; &lt;ute&gt;");
  });

  it("quotes CSV fields that need it and doubles their quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell(" edge")).toBe('" edge"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });
});
