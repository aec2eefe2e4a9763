import { describe, expect, it } from "vitest";
import { reviewSettingsSchema, type Review } from "../tenants/tenant-document.ts";
import { averageRating, filterReviews, initials, reviewDate, reviewSummary, reviewTextView, reviewsBlockData, reviewsLayout, timeAgoInWords } from "./review-list.ts";

function review(id: number, over: Partial<Review> = {}): Review {
  return { id, customer_name: `Customer ${id}`, text: "Great service, friendly team.", rating: 5, review_date: "2026-11-01", reply_text: null, reply_date: null, image: null, dealership_id: null, ...over };
}

const settings = (over: object = {}) => reviewSettingsSchema.parse(over);
// 22 November 2026, 10 am in Brisbane.
const now = new Date("2026-11-22T00:00:00Z");

describe("filterReviews", () => {
  it("drops reviews without text, with 'Translated', rated under 4, by a hidden name or with a hidden id", () => {
    const items = [
      review(1),
      review(2, { text: null }),
      review(3, { text: "   " }),
      review(4, { text: "Excellent service (Translated by Google)" }),
      review(5, { rating: 3 }),
      review(6, { customer_name: "Test User" }),
      review(7),
      review(8, { rating: 4 }),
    ];
    const shown = filterReviews(settings({ items, hidden_customer_names: ["test user"], hidden_review_ids: [7] }));
    expect(shown.map((r) => r.id)).toEqual([8, 1]);
  });

  it("lists the newest first", () => {
    const items = [review(1, { review_date: "2026-01-10" }), review(2, { review_date: "2026-10-02" }), review(3, { review_date: "2025-12-24" })];
    expect(filterReviews(settings({ items })).map((r) => r.id)).toEqual([2, 1, 3]);
  });
});

describe("averageRating and reviewSummary", () => {
  it("averages with one decimal", () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe("4.3");
    expect(averageRating([{ rating: 5 }, { rating: 5 }, { rating: 4 }, { rating: 5 }])).toBe("4.8");
    expect(averageRating([{ rating: 5 }])).toBe("5.0");
    expect(averageRating([])).toBeNull();
  });

  it("rounds half up on the tenths", () => {
    // 13 fives and 7 fours average 4.65, which shows as 4.7.
    const ratings = [...Array(13).fill({ rating: 5 }), ...Array(7).fill({ rating: 4 })];
    expect(averageRating(ratings)).toBe("4.7");
  });

  it("shows only above the configured minimum and when reviews are not hidden", () => {
    const shown = [{ rating: 5 }, { rating: 4 }];
    expect(reviewSummary(shown, { hidden: false, minimum_average: 4 })).toEqual({ count: 2, average_rating: "4.5" });
    expect(reviewSummary(shown, { hidden: false, minimum_average: 4.5 })).toBeNull();
    expect(reviewSummary(shown, { hidden: true, minimum_average: 0 })).toBeNull();
    expect(reviewSummary([{ rating: 4 }], { hidden: false, minimum_average: 4 })).toBeNull();
  });
});

describe("timeAgoInWords", () => {
  it("counts days in Australian Eastern time", () => {
    expect(timeAgoInWords("2026-11-22", now)).toBe("today");
    expect(timeAgoInWords("2026-11-21", now)).toBe("yesterday");
    expect(timeAgoInWords("2026-11-15", now)).toBe("7 days ago");
    // 23:30 UTC on the 21st is already the 22nd in Brisbane.
    expect(timeAgoInWords("2026-11-22", new Date("2026-11-21T23:30:00Z"))).toBe("today");
  });

  it("moves to months and years", () => {
    expect(timeAgoInWords("2026-10-10", now)).toBe("about a month ago");
    expect(timeAgoInWords("2026-08-22", now)).toBe("3 months ago");
    expect(timeAgoInWords("2025-11-01", now)).toBe("about 1 year ago");
    expect(timeAgoInWords("2025-05-01", now)).toBe("over 1 year ago");
    expect(timeAgoInWords("2024-12-20", now)).toBe("almost 2 years ago");
    expect(timeAgoInWords("2023-11-01", now)).toBe("about 3 years ago");
  });
});

describe("reviewTextView", () => {
  it("keeps 160 characters or fewer whole", () => {
    const text = "a".repeat(150) + " bbbbbbbbb";
    expect(text).toHaveLength(160);
    expect(reviewTextView(text)).toEqual({ full: text, short: null });
  });

  it("cuts longer text at a word boundary within 160 characters", () => {
    const text = "The whole team at the dealership made buying our new family car easy. ".repeat(4).trim();
    const view = reviewTextView(text);
    expect(view.full).toBe(text);
    expect(view.short!.length).toBeLessThanOrEqual(161);
    expect(view.short).toMatch(/^The whole team .*[a-z]…$/);
    expect(text.startsWith(view.short!.slice(0, -1))).toBe(true);
  });
});

describe("cards and layout", () => {
  it("formats dates, initials and the dealer's reply", () => {
    expect(reviewDate("2026-03-07")).toBe("07/03/2026");
    expect(initials("Sarah  O'Brien")).toBe("SO");
    expect(initials("Raj")).toBe("R");
    const data = reviewsBlockData(
      {
        config: { reviews: settings({ items: [review(1, { dealership_id: 2, reply_text: "Thanks Sarah!", reply_date: "2026-11-20" })] }) },
        dealerships: [{ id: 2, name: "Apex Southport" }],
      },
      now,
    )!;
    expect(data.reviews[0]).toMatchObject({ date: "01/11/2026", dateInWords: "21 days ago", dealershipName: "Apex Southport", reply: { text: "Thanks Sarah!", date: "20/11/2026", dateInWords: "2 days ago" } });
  });

  it("uses a grid for three or fewer and a carousel above", () => {
    expect(reviewsLayout(1)).toBe("grid");
    expect(reviewsLayout(3)).toBe("grid");
    expect(reviewsLayout(4)).toBe("carousel");
  });

  it("is empty when reviews are hidden or none pass the filter, and limits the home block", () => {
    const items = Array.from({ length: 12 }, (_, i) => review(i + 1));
    expect(reviewsBlockData({ config: { reviews: settings({ items, hidden: true }) }, dealerships: [] }, now)).toBeNull();
    expect(reviewsBlockData({ config: { reviews: settings({ items: [review(1, { rating: 2 })] }) }, dealerships: [] }, now)).toBeNull();
    const block = reviewsBlockData({ config: { reviews: settings({ items }) }, dealerships: [] }, now)!;
    expect(block.reviews).toHaveLength(10);
    expect(block.total).toBe(12);
    expect(block.summary).toEqual({ count: 12, average_rating: "5.0" });
    expect(reviewsBlockData({ config: { reviews: settings({ items }) }, dealerships: [] }, now, null)!.reviews).toHaveLength(12);
  });
});
