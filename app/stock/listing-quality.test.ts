import { describe, expect, it } from "vitest";
import { QUALITY_WEIGHTS, listingFacts, listingQuality, photoPoints, qualityGrade, type ListingFacts } from "./listing-quality.ts";

const complete: ListingFacts = { photos: 12, spinFrames: 36, hasComments: true, hasVin: true, hasPrice: true, hasOdometer: true, carType: "used" };
const quality = (f: Partial<ListingFacts>) => listingQuality({ ...complete, ...f });

describe("listingQuality", () => {
  it("scores a complete listing 100 with nothing to fix", () => {
    expect(quality({})).toEqual({ score: 100, grade: "good", missing: [] });
  });

  it("weights add up to 100", () => {
    expect(Object.values(QUALITY_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("scores an empty listing 0 and lists every fix, worth the most points first", () => {
    const q = quality({ photos: 0, spinFrames: 0, hasComments: false, hasVin: false, hasPrice: false, hasOdometer: false });
    expect(q.score).toBe(0);
    expect(q.grade).toBe("poor");
    expect(q.missing.map((g) => [g.check, g.points])).toEqual([
      ["photos", 30],
      ["comments", 20],
      ["vin", 15],
      ["price", 15],
      ["odometer", 10],
      ["spin", 10],
    ]);
    expect(q.missing[0].fix).toBe("Add photos: none yet (aim for 8)");
  });

  it("gives photo points per photo up to 8, rounded down", () => {
    expect([0, 1, 3, 4, 7, 8, 20].map(photoPoints)).toEqual([0, 3, 11, 15, 26, 30, 30]);
    expect(quality({ photos: 5 })).toMatchObject({ score: 88, missing: [{ check: "photos", points: 12, fix: "Add 3 more photos (5 of 8)" }] });
    expect(quality({ photos: 7 }).missing[0].fix).toBe("Add 1 more photo (7 of 8)");
    expect(quality({ photos: 8 }).score).toBe(100);
  });

  it("does not ask for an odometer reading on a new vehicle", () => {
    expect(quality({ hasOdometer: false, carType: "new" }).score).toBe(100);
    expect(quality({ hasOdometer: false, carType: "demo" })).toMatchObject({ score: 90, missing: [{ check: "odometer" }] });
  });

  it("grades 80 and over good, 50 to 79 fair, below 50 poor", () => {
    expect([100, 80, 79, 50, 49, 0].map(qualityGrade)).toEqual(["good", "good", "fair", "fair", "poor", "poor"]);
    expect(quality({ hasComments: false }).grade).toBe("good");
    expect(quality({ hasComments: false, spinFrames: 0 }).grade).toBe("fair");
  });
});

describe("listingFacts", () => {
  const v = { images: [1, 2, 3], spin_images: [], dealercomments: "  ", vin: null, price: 0, km: 0, car_type: "used" as const };
  it("reads a vehicle: blank comments and a zero price count as missing, a zero odometer as present", () => {
    expect(listingFacts(v)).toEqual({ photos: 3, spinFrames: 0, hasComments: false, hasVin: false, hasPrice: false, hasOdometer: true, carType: "used" });
    expect(listingFacts({ ...v, dealercomments: "One owner", vin: "JTMBFREV10D123456", price: 100, km: null })).toMatchObject({ hasComments: true, hasVin: true, hasPrice: true, hasOdometer: false });
  });
});
