import { describe, expect, it } from "vitest";
import { conversion, dayLabel, formatDuration, formatPercent, niceMax, parseRange } from "./analytics-format.ts";

describe("analytics page rules", () => {
  it("takes 7, 30 or 90 days, else 30", () => {
    expect(parseRange(new URLSearchParams("days=7"))).toBe(7);
    expect(parseRange(new URLSearchParams("days=90"))).toBe(90);
    expect(parseRange(new URLSearchParams("days=31"))).toBe(30);
    expect(parseRange(new URLSearchParams("days=abc"))).toBe(30);
    expect(parseRange(new URLSearchParams(""))).toBe(30);
  });

  it("converts leads per view, none without views", () => {
    expect(conversion(3, 120)).toBe(0.025);
    expect(conversion(0, 10)).toBe(0);
    expect(conversion(2, 0)).toBeNull();
  });

  it("shows percentages with a decimal under 10%", () => {
    expect(formatPercent(0.025)).toBe("2.5%");
    expect(formatPercent(0.02)).toBe("2%");
    expect(formatPercent(0.1234)).toBe("12%");
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(null)).toBe("—");
  });

  it("reads response times like people say them", () => {
    expect(formatDuration(42)).toBe("42 sec");
    expect(formatDuration(12 * 60 + 20)).toBe("12 min");
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe("3 h 5 min");
    expect(formatDuration(2 * 3600)).toBe("2 h");
    expect(formatDuration(2 * 86400 + 4 * 3600)).toBe("2 d 4 h");
    expect(formatDuration(null)).toBe("—");
  });

  it("rounds a chart's top to 1, 2 or 5 × a power of ten", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(13)).toBe(20);
    expect(niceMax(420)).toBe(500);
    expect(niceMax(0.034)).toBe(0.05);
  });

  it("labels days short", () => {
    expect(dayLabel("2026-11-03")).toBe("3 Nov");
  });
});
