/**
 * Demo vehicle artwork: pure functions returning SVG strings (1200x800, 3:2).
 *
 * Exterior views come from a tiny flat-shaded 3D renderer: each body family is modelled in
 * millimetres as lofted profiles (body, glasshouse), boxes, tubes and wheels, lit by a studio
 * light that travels with the camera, sorted back to front and written out as SVG polygons.
 * That makes the side, three-quarter and spin views genuinely consistent with one another.
 * Interiors and the not-found image are flat 2D drawings.
 *
 * Axes: x forward (the nose is at +x), y to the vehicle's left (the near side in the default
 * views, which is the kerb side in Australia), z up; the ground is z = 0.
 *
 * Split by job: kinds.ts (sizes, families, views), geometry.ts (vector maths), colour.ts, scene.ts (materials, light,
 * faces, lofts, wheels, profiles), bodies.ts (each body family modelled), exterior.ts (camera, rendering, exterior
 * and spin views), interiors.ts (2D cabins; vehicleSvg for any view), not-found.ts (the not-found image).
 */

export const ART_WIDTH = 1200;
export const ART_HEIGHT = 800;

/**
 * Artwork bodies: one drawing per body type and size class, with that class's proportions
 * (wheelbase, overhangs, roof line, ride height, wheel size). The first ten are the original
 * families and keep their meaning (`suv` is a medium SUV, `motorcycle` a naked bike), so
 * existing image URLs stay valid. Every catalogue model maps to one (body-types.ts).
 */
export const BODY_FAMILIES = [
  "sedan",
  "hatch",
  "suv",
  "ute",
  "van",
  "mpv",
  "coupe",
  "truck",
  "motorcycle",
  "caravan",
  "citycar",
  "wagon",
  "smallsuv",
  "largesuv",
  "offroader",
  "minisuv",
  "highvan",
  "roadster",
  "sportbike",
  "adventure",
  "cruiser",
] as const;
export type BodyFamily = (typeof BODY_FAMILIES)[number];

/** Bodies drawn by the motorcycle model. */
export const MOTORCYCLE_BODIES = ["motorcycle", "sportbike", "adventure", "cruiser"] as const satisfies readonly BodyFamily[];
export type MotorcycleBody = (typeof MOTORCYCLE_BODIES)[number];
export const isMotorcycleBody = (b: BodyFamily): b is MotorcycleBody => (MOTORCYCLE_BODIES as readonly string[]).includes(b);

export const EXTERIOR_VIEWS = ["front3q", "side", "rear3q", "front", "rear"] as const;
export type ExteriorView = (typeof EXTERIOR_VIEWS)[number];
export const INTERIOR_VIEWS = ["interior", "seats"] as const;
export type InteriorView = (typeof INTERIOR_VIEWS)[number];
export type ArtView = ExteriorView | InteriorView;

/** Interior kinds: which cabin an interior drawing shows. */
export type InteriorKind = "car" | "motorcycle" | "caravan";

/** Which cabin drawing a body family gets. */
export function interiorKindFor(family: BodyFamily): InteriorKind {
  return isMotorcycleBody(family) ? "motorcycle" : family === "caravan" ? "caravan" : "car";
}
