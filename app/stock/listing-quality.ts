/**
 * Listing quality (like carsales' listing Health): how complete a vehicle's listing is, as a score from 0 to 100 and
 * the list of what to fix. Pure: the console table, the quality page and the stock store's "worst first" sort all
 * read the same weights from here (the store mirrors `listingQuality` in SQL; an integration test keeps them equal).
 */

/** The photos a complete listing has; fewer earn part of the photo points. */
export const TARGET_PHOTOS = 8;

/** What each check is worth; they add up to 100. */
export const QUALITY_WEIGHTS = { photos: 30, comments: 20, vin: 15, price: 15, odometer: 10, spin: 10 } as const;

export type QualityCheck = keyof typeof QUALITY_WEIGHTS;

/** The facts the score is made of (from a whole vehicle with `listingFacts`, or from a stock list row). */
export interface ListingFacts {
  photos: number;
  spinFrames: number;
  hasComments: boolean;
  hasVin: boolean;
  hasPrice: boolean;
  hasOdometer: boolean;
  /** New vehicles need no odometer reading: the check is passed for them. */
  carType: "new" | "used" | "demo";
}

export interface QualityGap {
  check: QualityCheck;
  /** Points the listing would gain by fixing it. */
  points: number;
  /** What to do, in the dealer's words. */
  fix: string;
}

export type QualityGrade = "good" | "fair" | "poor";

export interface ListingQuality {
  score: number;
  grade: QualityGrade;
  /** Worth the most points first. */
  missing: QualityGap[];
}

type QualityVehicle = {
  images: readonly unknown[];
  spin_images: readonly unknown[];
  dealercomments: string | null;
  vin: string | null;
  price: number | null;
  km: number | null;
  car_type: "new" | "used" | "demo";
};

export function listingFacts(v: QualityVehicle): ListingFacts {
  return {
    photos: v.images.length,
    spinFrames: v.spin_images.length,
    hasComments: Boolean(v.dealercomments?.trim()),
    hasVin: Boolean(v.vin?.trim()),
    hasPrice: v.price !== null && v.price > 0,
    hasOdometer: v.km !== null,
    carType: v.car_type,
  };
}

/** Photo points: a share of the weight per photo up to the target, rounded down (the SQL mirror divides integers). */
export function photoPoints(photos: number): number {
  return Math.floor((QUALITY_WEIGHTS.photos * Math.min(Math.max(photos, 0), TARGET_PHOTOS)) / TARGET_PHOTOS);
}

export function qualityGrade(score: number): QualityGrade {
  return score >= 80 ? "good" : score >= 50 ? "fair" : "poor";
}

export function listingQuality(f: ListingFacts): ListingQuality {
  const missing: QualityGap[] = [];
  const photos = photoPoints(f.photos);
  if (f.photos < TARGET_PHOTOS) {
    const more = TARGET_PHOTOS - Math.max(f.photos, 0);
    missing.push({
      check: "photos",
      points: QUALITY_WEIGHTS.photos - photos,
      fix: f.photos <= 0 ? `Add photos: none yet (aim for ${TARGET_PHOTOS})` : `Add ${more} more photo${more === 1 ? "" : "s"} (${f.photos} of ${TARGET_PHOTOS})`,
    });
  }
  if (!f.hasComments) missing.push({ check: "comments", points: QUALITY_WEIGHTS.comments, fix: "Write dealer comments" });
  if (!f.hasVin) missing.push({ check: "vin", points: QUALITY_WEIGHTS.vin, fix: "Add the VIN" });
  if (!f.hasPrice) missing.push({ check: "price", points: QUALITY_WEIGHTS.price, fix: "Add a price (shoppers see “Enquire for price”)" });
  if (!f.hasOdometer && f.carType !== "new") missing.push({ check: "odometer", points: QUALITY_WEIGHTS.odometer, fix: "Add the odometer reading" });
  if (f.spinFrames === 0) missing.push({ check: "spin", points: QUALITY_WEIGHTS.spin, fix: "Add a 360° spin" });
  const score = 100 - missing.reduce((sum, gap) => sum + gap.points, 0);
  missing.sort((a, b) => b.points - a.points);
  return { score, grade: qualityGrade(score), missing };
}
