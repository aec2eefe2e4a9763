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
 */

export const ART_WIDTH = 1200;
export const ART_HEIGHT = 800;

export const BODY_FAMILIES = ["sedan", "hatch", "suv", "ute", "van", "mpv", "coupe", "truck", "motorcycle", "caravan"] as const;
export type BodyFamily = (typeof BODY_FAMILIES)[number];

export const EXTERIOR_VIEWS = ["front3q", "side", "rear3q", "front", "rear"] as const;
export type ExteriorView = (typeof EXTERIOR_VIEWS)[number];
export const INTERIOR_VIEWS = ["interior", "seats"] as const;
export type InteriorView = (typeof INTERIOR_VIEWS)[number];
export type ArtView = ExteriorView | InteriorView;

/** Interior kinds: which cabin an interior drawing shows. */
export type InteriorKind = "car" | "motorcycle" | "caravan";

// ---------------------------------------------------------------------------------------------
// Small vector maths

type V3 = readonly [number, number, number];
const v3 = (x: number, y: number, z: number): V3 => [x, y, z];
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scl = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const len = (a: V3): number => Math.hypot(a[0], a[1], a[2]);
const norm = (a: V3): V3 => {
  const l = len(a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

function newellNormal(pts: readonly V3[]): V3 {
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    nx += (a[1] - b[1]) * (a[2] + b[2]);
    ny += (a[2] - b[2]) * (a[0] + b[0]);
    nz += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return norm([nx, ny, nz]);
}

function centroid(pts: readonly V3[]): V3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (const p of pts) {
    x += p[0];
    y += p[1];
    z += p[2];
  }
  return [x / pts.length, y / pts.length, z / pts.length];
}

// ---------------------------------------------------------------------------------------------
// Colour

type RGB = [number, number, number];

function hexToRgb(hex: string): RGB {
  const h = hex.replace("#", "");
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
function rgbToHex(c: RGB): string {
  return "#" + c.map((v) => Math.round(clamp(v, 0, 255)).toString(16).padStart(2, "0")).join("");
}
function mixRgb(a: RGB, b: RGB, t: number): RGB {
  return [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
}
function luminance(c: RGB): number {
  return (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
}
/** Mixes two hex colours. */
export function mixHex(a: string, b: string, t: number): string {
  return rgbToHex(mixRgb(hexToRgb(a), hexToRgb(b), t));
}

// ---------------------------------------------------------------------------------------------
// Materials

type MatName =
  | "paint"
  | "roof"
  | "trim"
  | "gloss"
  | "glass"
  | "chrome"
  | "tyre"
  | "rim"
  | "rimDark"
  | "well"
  | "lamp"
  | "drl"
  | "tail"
  | "plate"
  | "white"
  | "tub"
  | "grille"
  | "metal"
  | "seat"
  | "caliper"
  | "amber"
  | "void";

interface MatProps {
  color: string;
  ambient: number;
  diffuse: number;
  /** Mix towards the sky colour on upward-facing faces. */
  reflect: number;
  spec: number;
  shininess: number;
  /** Unlit (emissive or deep shadow). */
  flat?: boolean;
}

function materials(paint: string): Record<MatName, MatProps> {
  const p = hexToRgb(paint);
  const lum = luminance(p);
  return {
    paint: { color: paint, ambient: 0.5, diffuse: 0.55, reflect: lum < 0.2 ? 0.42 : 0.26, spec: 0.38, shininess: 28 },
    roof: { color: "#15171a", ambient: 0.55, diffuse: 0.5, reflect: 0.4, spec: 0.3, shininess: 30 },
    trim: { color: "#222428", ambient: 0.7, diffuse: 0.35, reflect: 0.12, spec: 0.05, shininess: 8 },
    gloss: { color: "#111316", ambient: 0.6, diffuse: 0.4, reflect: 0.42, spec: 0.3, shininess: 30 },
    glass: { color: "#1a232d", ambient: 0.75, diffuse: 0.3, reflect: 0.5, spec: 0.35, shininess: 40 },
    chrome: { color: "#c9ced4", ambient: 0.6, diffuse: 0.45, reflect: 0.35, spec: 0.6, shininess: 20 },
    tyre: { color: "#1f2023", ambient: 0.75, diffuse: 0.3, reflect: 0.06, spec: 0.02, shininess: 6 },
    rim: { color: "#c3c8cf", ambient: 0.6, diffuse: 0.5, reflect: 0.2, spec: 0.5, shininess: 16 },
    rimDark: { color: "#2c3036", ambient: 0.7, diffuse: 0.4, reflect: 0.15, spec: 0.3, shininess: 16 },
    well: { color: "#0c0d0f", ambient: 1, diffuse: 0, reflect: 0, spec: 0, shininess: 1, flat: true },
    lamp: { color: "#d9e2ec", ambient: 0.75, diffuse: 0.3, reflect: 0.3, spec: 0.6, shininess: 20 },
    drl: { color: "#fbfdff", ambient: 1, diffuse: 0, reflect: 0, spec: 0, shininess: 1, flat: true },
    tail: { color: "#e0242f", ambient: 0.8, diffuse: 0.3, reflect: 0.15, spec: 0.5, shininess: 24 },
    amber: { color: "#f29a1f", ambient: 0.75, diffuse: 0.3, reflect: 0.2, spec: 0.4, shininess: 24 },
    plate: { color: "#f1f1ec", ambient: 0.75, diffuse: 0.3, reflect: 0.1, spec: 0.1, shininess: 10 },
    white: { color: "#f3f4f5", ambient: 0.55, diffuse: 0.5, reflect: 0.2, spec: 0.25, shininess: 20 },
    tub: { color: "#26282c", ambient: 0.75, diffuse: 0.3, reflect: 0.18, spec: 0.05, shininess: 8 },
    grille: { color: "#131416", ambient: 0.8, diffuse: 0.25, reflect: 0.1, spec: 0.1, shininess: 10 },
    metal: { color: "#8b9198", ambient: 0.6, diffuse: 0.45, reflect: 0.15, spec: 0.3, shininess: 14 },
    seat: { color: "#1b1c1f", ambient: 0.7, diffuse: 0.4, reflect: 0.15, spec: 0.1, shininess: 10 },
    void: { color: "#dfe3e8", ambient: 1, diffuse: 0, reflect: 0, spec: 0, shininess: 1, flat: true },
    caliper: { color: "#c8202a", ambient: 0.7, diffuse: 0.35, reflect: 0.1, spec: 0.3, shininess: 16 },
  };
}

const SKY: RGB = [232, 238, 245];

interface Light {
  dir: V3;
  toCam: V3;
}

function shade(m: MatProps, n: V3, light: Light): string {
  if (m.flat) return m.color;
  const base = hexToRgb(m.color);
  const diff = Math.max(0, dot(n, light.dir));
  const k = m.ambient + m.diffuse * diff;
  let c: RGB = [base[0] * k, base[1] * k, base[2] * k];
  // Sky reflection on faces that look upwards; ground darkening on faces that look down.
  const up = n[2];
  if (up > 0) c = mixRgb(c, SKY, m.reflect * Math.pow(up, 1.5));
  else c = mixRgb(c, [18, 20, 24], 0.25 * -up * (1 - m.ambient * 0.5));
  const h = norm(add(light.dir, light.toCam));
  const s = Math.pow(Math.max(0, dot(n, h)), m.shininess) * m.spec;
  c = mixRgb(c, [255, 255, 255], clamp(s, 0, 0.85));
  return rgbToHex(c);
}

// ---------------------------------------------------------------------------------------------
// Scene

interface Face {
  pts: V3[];
  mat: MatName;
  /** Outward normal; computed from the points (and oriented away from `inside`) when absent. */
  normal?: V3;
  inside?: V3;
  /** Decals sort by their nearest point so they land on top of the surface they sit on. */
  decal?: boolean;
  /** Overlays are drawn straight after their face, and only when it is visible. */
  overlays?: Face[];
  /** Always drawn, whatever way it faces. */
  twoSided?: boolean;
  /** Decal stacking order on the same surface (higher draws later). */
  layer?: number;
}

class Scene {
  faces: Face[] = [];
  shadowRects: { x0: number; x1: number; y0: number; y1: number }[] = [];
  contacts: { x: number; y: number; r: number }[] = [];
  add(f: Face): Face {
    this.faces.push(f);
    return f;
  }
}

function quad(a: V3, b: V3, c: V3, d: V3, mat: MatName, inside: V3): Face {
  return { pts: [a, b, c, d], mat, inside };
}

/**
 * Adds a loft's quads band by band, merging runs of coplanar quads of one material into a single
 * polygon (far fewer, longer polygons: smaller SVGs, faster rasterising, no seams).
 */
function addLoft(scene: Scene, rings: V3[][], insideOf: (i: number) => V3, matOf: (band: number, i: number) => MatName, skip: (i: number) => boolean = () => false): void {
  const bands = rings[0].length - 1;
  for (let k = 0; k < bands; k++) {
    let run: number[] = [];
    let runMat: MatName | null = null;
    let runN: V3 = [0, 0, 0];
    const flush = (): void => {
      if (!run.length) return;
      const last = run[run.length - 1] + 1;
      const bottom = [...run.map((i) => rings[i][k]), rings[last][k]];
      const top = [rings[last][k + 1], ...run.slice().reverse().map((i) => rings[i][k + 1])];
      scene.add({ pts: bottom.concat(top), mat: runMat!, inside: insideOf(run[Math.floor(run.length / 2)]) });
      run = [];
      runMat = null;
    };
    for (let i = 0; i < rings.length - 1; i++) {
      if (skip(i)) {
        flush();
        continue;
      }
      const q = [rings[i][k], rings[i + 1][k], rings[i + 1][k + 1], rings[i][k + 1]];
      const nrm = newellNormal(q);
      if (len(nrm) < 0.5) continue;
      const mat = matOf(k, i);
      if (run.length && (mat !== runMat || Math.abs(dot(nrm, runN)) < 0.999995)) flush();
      if (!run.length) {
        runMat = mat;
        runN = nrm;
      }
      run.push(i);
    }
    flush();
  }
}

/** A flat decal on a plane with a known outward normal. */
function decal(pts: V3[], mat: MatName, normal: V3): Face {
  return { pts, mat, normal, decal: true };
}

/** A closed box; mats per face: [+x, -x, +y, -y, +z, -z]. */
function box(scene: Scene, min: V3, max: V3, mat: MatName | MatName[]): Face[] {
  const m = (i: number): MatName => (Array.isArray(mat) ? mat[i] : mat);
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const faces: Face[] = [
    { pts: [v3(x1, y0, z0), v3(x1, y1, z0), v3(x1, y1, z1), v3(x1, y0, z1)], mat: m(0), normal: [1, 0, 0] },
    { pts: [v3(x0, y0, z0), v3(x0, y0, z1), v3(x0, y1, z1), v3(x0, y1, z0)], mat: m(1), normal: [-1, 0, 0] },
    { pts: [v3(x0, y1, z0), v3(x0, y1, z1), v3(x1, y1, z1), v3(x1, y1, z0)], mat: m(2), normal: [0, 1, 0] },
    { pts: [v3(x0, y0, z0), v3(x1, y0, z0), v3(x1, y0, z1), v3(x0, y0, z1)], mat: m(3), normal: [0, -1, 0] },
    { pts: [v3(x0, y0, z1), v3(x1, y0, z1), v3(x1, y1, z1), v3(x0, y1, z1)], mat: m(4), normal: [0, 0, 1] },
    { pts: [v3(x0, y0, z0), v3(x0, y1, z0), v3(x1, y1, z0), v3(x1, y0, z0)], mat: m(5), normal: [0, 0, -1] },
  ];
  for (const f of faces) scene.add(f);
  return faces;
}

/** A tube (n-sided prism) between two points, with end caps. */
function tube(scene: Scene, a: V3, b: V3, r: number, mat: MatName, sides = 10, capMat?: MatName): void {
  const axis = norm(sub(b, a));
  const ref: V3 = Math.abs(axis[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0];
  const u = norm(cross(axis, ref));
  const w = cross(axis, u);
  const ring = (p: V3): V3[] => {
    const out: V3[] = [];
    for (let i = 0; i < sides; i++) {
      const t = (i / sides) * Math.PI * 2;
      out.push(add(p, add(scl(u, Math.cos(t) * r), scl(w, Math.sin(t) * r))));
    }
    return out;
  };
  const ra = ring(a);
  const rb = ring(b);
  for (let i = 0; i < sides; i++) {
    const j = (i + 1) % sides;
    const mid = scl(add(add(ra[i], ra[j]), add(rb[i], rb[j])), 0.25);
    const centreOnAxis = add(a, scl(axis, dot(sub(mid, a), axis)));
    scene.add({ pts: [ra[i], ra[j], rb[j], rb[i]], mat, normal: norm(sub(mid, centreOnAxis)) });
  }
  scene.add({ pts: ra.slice().reverse(), mat: capMat ?? mat, normal: scl(axis, -1) });
  scene.add({ pts: rb, mat: capMat ?? mat, normal: axis });
}

function circlePts(cx: number, cz: number, y: number, r: number, n: number, a0 = 0, a1 = Math.PI * 2): V3[] {
  const out: V3[] = [];
  const full = Math.abs(a1 - a0 - Math.PI * 2) < 1e-9;
  const steps = full ? n : n + 1;
  for (let i = 0; i < steps; i++) {
    const t = a0 + ((a1 - a0) * i) / n;
    out.push(v3(cx + Math.cos(t) * r, y, cz + Math.sin(t) * r));
  }
  return out;
}

type RimStyle = "twin5" | "six" | "steel" | "moto" | "aero";

interface WheelSpec {
  x: number;
  /** Centre of the tyre across the track (positive: near side). */
  y: number;
  r: number;
  width: number;
  rim: RimStyle;
  rimRatio?: number;
  /** Draw the arch liner (for cars). */
  well?: { r: number; cz: number; depth: number };
  caliper?: boolean;
}

function wheel(scene: Scene, s: WheelSpec): void {
  const n = 28;
  const side = s.y >= 0 ? 1 : -1;
  const yOut = s.y + (side * s.width) / 2;
  const yIn = s.y - (side * s.width) / 2;
  const outer = circlePts(s.x, s.r, yOut, s.r * 0.97, n);
  const outerEdge = circlePts(s.x, s.r, yOut - side * s.width * 0.08, s.r, n);
  const inner = circlePts(s.x, s.r, yIn, s.r, n);
  // Tread.
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const t = ((i + 0.5) / n) * Math.PI * 2;
    const nrm: V3 = [Math.cos(t), 0, Math.sin(t)];
    scene.add({ pts: [outerEdge[i], outerEdge[j], inner[j], inner[i]], mat: "tyre", normal: nrm });
    scene.add({ pts: [outer[i], outer[j], outerEdge[j], outerEdge[i]], mat: "tyre", normal: norm([Math.cos(t), side * 0.8, Math.sin(t)]) });
  }
  scene.add({ pts: inner.slice(), mat: "tyre", normal: [0, -side, 0] });
  // Wheel well behind the tyre.
  if (s.well) {
    const yw = s.y - side * (s.width / 2 + 10);
    const arc = circlePts(s.x, s.well.cz, yw, s.well.r, 16, -0.15, Math.PI + 0.15);
    const yEdge = s.y + side * (s.width / 2 + s.well.depth);
    const arcOut = circlePts(s.x, s.well.cz, yEdge, s.well.r, 16, -0.15, Math.PI + 0.15);
    scene.add({ pts: arc.concat([v3(s.x - s.well.r, yw, s.r * 0.6), v3(s.x + s.well.r, yw, s.r * 0.6)]), mat: "well", normal: [0, side, 0] });
    for (let i = 0; i < arc.length - 1; i++) {
      const t = -0.15 + ((Math.PI + 0.3) * (i + 0.5)) / 16;
      scene.add({ pts: [arc[i], arc[i + 1], arcOut[i + 1], arcOut[i]], mat: "well", normal: [-Math.cos(t), 0, -Math.sin(t)] });
    }
  }
  // Face: sidewall with the rim on it.
  const overlays: Face[] = [];
  const rr = s.r * (s.rimRatio ?? 0.64);
  const yF = yOut + side * 1;
  const disc = (r: number, mat: MatName, m = 28): Face => ({ pts: circlePts(s.x, s.r, yF, r, m), mat, normal: [0, side, 0] });
  const moto = s.rim === "moto";
  overlays.push(disc(rr * 1.03, moto ? "rim" : "rimDark"));
  overlays.push(disc(rr, s.rim === "steel" ? "metal" : moto ? "gloss" : "rim"));
  const holeMat: MatName = moto ? "void" : "rimDark";
  const windows = (count: number, spokeHalf: number, rIn: number, rOut: number, phase = 0): void => {
    for (let k = 0; k < count; k++) {
      const a0 = phase + (k / count) * Math.PI * 2 + spokeHalf;
      const a1 = phase + ((k + 1) / count) * Math.PI * 2 - spokeHalf;
      const outerArc = circlePts(s.x, s.r, yF, rOut, 6, a0, a1);
      const innerArc = circlePts(s.x, s.r, yF, rIn, 3, a0 + spokeHalf * 0.6, a1 - spokeHalf * 0.6).reverse();
      overlays.push({ pts: outerArc.concat(innerArc), mat: holeMat, normal: [0, side, 0] });
    }
  };
  if (s.rim === "twin5") {
    for (let k = 0; k < 5; k++) {
      // Each gap is split by a thin centre spoke: two windows per gap.
      const base = (k / 5) * Math.PI * 2;
      const span = (Math.PI * 2) / 5;
      for (const [a0, a1] of [
        [base + 0.16, base + span / 2 - 0.05],
        [base + span / 2 + 0.05, base + span - 0.16],
      ]) {
        const outerArc = circlePts(s.x, s.r, yF, rr * 0.9, 5, a0, a1);
        const innerArc = circlePts(s.x, s.r, yF, rr * 0.36, 2, a0 + 0.08, a1 - 0.08).reverse();
        overlays.push({ pts: outerArc.concat(innerArc), mat: "rimDark", normal: [0, side, 0] });
      }
    }
  } else if (s.rim === "six") windows(6, 0.2, rr * 0.38, rr * 0.88, 0.3);
  else if (s.rim === "aero") windows(5, 0.42, rr * 0.5, rr * 0.86, 0.5);
  else if (s.rim === "moto") windows(5, 0.07, rr * 0.24, rr * 0.93, 0.3);
  else if (s.rim === "steel") {
    for (let k = 0; k < 6; k++) {
      const t = (k / 6) * Math.PI * 2;
      overlays.push({ pts: circlePts(s.x + Math.cos(t) * rr * 0.62, s.r + Math.sin(t) * rr * 0.62, yF, rr * 0.13, 10), mat: "rimDark", normal: [0, side, 0] });
    }
  }
  if (s.caliper && s.rim !== "steel") {
    overlays.push({ pts: circlePts(s.x, s.r, yF, rr * 0.74, 6, 0.35, 1.15).concat(circlePts(s.x, s.r, yF, rr * 0.5, 4, 0.35, 1.15).reverse()), mat: "caliper", normal: [0, side, 0] });
  }
  overlays.push(disc(rr * (moto ? 0.22 : 0.26), s.rim === "steel" ? "metal" : moto ? "gloss" : "rim", 16));
  overlays.push(disc(rr * 0.12, "rimDark", 12));
  scene.add({ pts: outer.slice(), mat: "tyre", normal: [0, side, 0], overlays });
  scene.contacts.push({ x: s.x, y: s.y, r: s.width * 0.75 });
}

// ---------------------------------------------------------------------------------------------
// Profiles: smooth interpolation through [x, value] keys

type Keys = readonly (readonly [number, number])[];

function interp(keys: Keys, x: number): number {
  const k = keys.slice().sort((a, b) => a[0] - b[0]);
  if (x <= k[0][0]) return k[0][1];
  if (x >= k[k.length - 1][0]) return k[k.length - 1][1];
  let i = 0;
  while (x > k[i + 1][0]) i++;
  const [x0, y0] = k[i];
  const [x1, y1] = k[i + 1];
  const t = (x - x0) / (x1 - x0);
  // Cardinal spline tangents (Catmull-Rom, clamped at the ends), scaled to the segment.
  const m = (j: number): number => {
    if (j <= 0) return (k[1][1] - k[0][1]) / (k[1][0] - k[0][0]);
    if (j >= k.length - 1) return (k[j][1] - k[j - 1][1]) / (k[j][0] - k[j - 1][0]);
    return (k[j + 1][1] - k[j - 1][1]) / (k[j + 1][0] - k[j - 1][0]);
  };
  const h = x1 - x0;
  const m0 = m(i) * h * 0.85;
  const m1 = m(i + 1) * h * 0.85;
  const t2 = t * t;
  const t3 = t2 * t;
  return (2 * t3 - 3 * t2 + 1) * y0 + (t3 - 2 * t2 + t) * m0 + (-2 * t3 + 3 * t2) * y1 + (t3 - t2) * m1;
}

// ---------------------------------------------------------------------------------------------
// Car-like bodies

interface CarSpec {
  /** Front and rear extremes (front > rear). */
  front: number;
  rear: number;
  /** Half width. */
  w: number;
  wheels: { x: number; r: number }[];
  tyreWidth: number;
  rim: RimStyle;
  rimRatio?: number;
  /** Lower edge of the body (without arches). */
  bottom: Keys;
  /** Top of the lower body: bonnet, beltline, boot or tray rim. */
  top: Keys;
  shoulderDrop: number;
  /** Height of the dark lower cladding band (0 for none). */
  cladding: number;
  /** Plan-view rounding: width factor at the nose and tail. */
  noseTaper: number;
  tailTaper: number;
  /** Crown across the bonnet and boot, mm. */
  crown: number;
  cabin: {
    from: number;
    to: number;
    roof: Keys;
    /** Windscreen from `from` back to this x; rear glass from this x back to `to`. */
    windscreenTo: number;
    rearGlassFrom: number;
    glass: readonly (readonly [number, number])[];
    blackPillars: readonly (readonly [number, number])[];
    beltWidth: number;
    roofWidth: number;
    blackRoof?: boolean;
  };
  /** Region whose top is an open tray or tonneau (utes). */
  tray?: readonly [number, number];
  /** Door shut lines: [x, zFrom, zTo]. */
  doorLines: readonly (readonly [number, number, number])[];
  handles: readonly (readonly [number, number])[];
  mirrorX: number;
  front_: { grille: "wide" | "slim" | "tall" | "none"; lampStyle: "slim" | "square" | "round" };
  rearLamps: "wide" | "corner" | "vertical";
  roofRails?: boolean;
  /** Width of the top edge of the body as a share of the half width (default 0.87). */
  topWidth?: number;
  /** How far the top of the nose and tail lean back, mm. */
  rake?: number;
  tailRake?: number;
  sportsBar?: boolean;
  sideStep?: boolean;
  stations?: number;
}

function buildCar(scene: Scene, s: CarSpec): void {
  // Stations: uniform, plus every key, arch sample and breakpoint.
  const xs = new Set<number>();
  const n = s.stations ?? 46;
  for (let i = 0; i <= n; i++) xs.add(lerp(s.rear, s.front, i / n));
  const addKeyXs = (keys: Keys): void => keys.forEach(([x]) => xs.add(x));
  addKeyXs(s.top);
  addKeyXs(s.bottom);
  const archR = (r: number): number => r + 34;
  const archCz = (r: number): number => r + 14;
  for (const wh of s.wheels) {
    const R = archR(wh.r);
    for (let a = 0; a <= 12; a++) xs.add(wh.x + Math.cos((a / 12) * Math.PI) * R);
    xs.add(wh.x + R + 1.5);
    xs.add(wh.x - R - 1.5);
  }
  const c = s.cabin;
  [c.from, c.to, c.windscreenTo, c.rearGlassFrom].forEach((x) => xs.add(x));
  for (const [a, b] of [...c.glass, ...c.blackPillars]) {
    xs.add(a);
    xs.add(b);
  }
  addKeyXs(c.roof);
  if (s.tray) {
    xs.add(s.tray[0]);
    xs.add(s.tray[1]);
  }
  for (let i = 1; i <= 3; i++) {
    xs.add(s.front - i * 40);
    xs.add(s.rear + i * 40);
  }
  const stations = [...xs].filter((x) => x >= s.rear - 0.01 && x <= s.front + 0.01).sort((a, b) => a - b);
  const dedup: number[] = [];
  for (const x of stations) if (!dedup.length || x - dedup[dedup.length - 1] > 1) dedup.push(x);

  const bottomAt = (x: number): number => {
    let z = interp(s.bottom, x);
    for (const wh of s.wheels) {
      const R = archR(wh.r);
      const dx = x - wh.x;
      if (Math.abs(dx) <= R) z = Math.max(z, archCz(wh.r) + Math.sqrt(R * R - dx * dx));
    }
    return z;
  };
  const taper = (x: number): number => {
    const L = s.front - s.rear;
    const df = (s.front - x) / (L * 0.06);
    const dr = (x - s.rear) / (L * 0.05);
    const f = df < 1 ? lerp(s.noseTaper, 1, Math.sqrt(Math.max(0, 1 - (1 - df) * (1 - df)))) : 1;
    const r = dr < 1 ? lerp(s.tailTaper, 1, Math.sqrt(Math.max(0, 1 - (1 - dr) * (1 - dr)))) : 1;
    return Math.min(f, r);
  };

  // Body cross-sections. Points from near-side bottom over the top to far-side bottom.
  type Section = { x: number; pts: V3[]; zb: number; zt: number; w: number; zs: number };
  const sections: Section[] = dedup.map((x) => {
    const w = s.w * taper(x);
    const zt = interp(s.top, x);
    const zb = Math.min(bottomAt(x), zt - 60);
    const zs = Math.max(zb + 30, zt - s.shoulderDrop);
    const zl = Math.min(zb + Math.max(s.cladding, 70), zs - 10);
    const zm = zl + (zs - zl) * 0.58;
    const pts: V3[] = [
      v3(x, w * 0.93, zb),
      v3(x, w * 0.975, zl),
      v3(x, w, zm),
      v3(x, w * 0.985, zs),
      v3(x, w * lerp(0.955, 1, ((s.topWidth ?? 0.87) - 0.87) / 0.13), zs + (zt - zs) * 0.6),
      v3(x, w * (s.topWidth ?? 0.87), zt),
      v3(x, 0, zt + s.crown),
    ];
    const mirrored = pts.slice(0, 6).reverse().map((p) => v3(p[0], -p[1], p[2]));
    const fadeF = clamp(1 - (s.front - x) / 260, 0, 1);
    const fadeR = clamp(1 - (x - s.rear) / 200, 0, 1);
    const raked = pts.concat(mirrored).map((p) => {
      const t = clamp((p[2] - zb) / Math.max(1, zt - zb), 0, 1);
      return v3(p[0] - (s.rake ?? 110) * t * fadeF + (s.tailRake ?? 60) * t * fadeR, p[1], p[2]);
    });
    return { x, pts: raked, zb, zt, w, zs };
  });
  const bandMat = (band: number, x: number): MatName => {
    if (band === 0 || band === 11) return s.cladding > 0 ? "trim" : "paint";
    if ((band === 5 || band === 6) && s.tray && x <= s.tray[0] && x >= s.tray[1]) return "tub";
    return "paint";
  };
  addLoft(
    scene,
    sections.map((sec) => sec.pts),
    (i) => v3((sections[i].x + sections[i + 1].x) / 2, 0, (sections[i].zb + sections[i].zt) / 2),
    (k, i) => bandMat(k, (sections[i].x + sections[i + 1].x) / 2),
  );
  // End caps with lamps, grille and plates, in (u across, v up) cap coordinates.
  const cap = (sec: Section, isFront: boolean): void => {
    const nx = isFront ? 1 : -1;
    const h = sec.zt - sec.zb;
    const lean = isFront ? -(s.rake ?? 110) : s.tailRake ?? 60;
    const P = (u: number, v: number): V3 => v3(sec.x + lean * v + nx * 1.5, u * sec.w, sec.zb + v * h);
    const capPts = isFront ? sec.pts.slice() : sec.pts.slice().reverse();
    const normal = newellNormal(capPts);
    const n: V3 = normal[0] * nx > 0 ? normal : scl(normal, -1);
    const shape = (uv: readonly (readonly [number, number])[], mat: MatName): Face => ({ pts: uv.map(([u, v]) => P(u, v)), mat, normal: n });
    const mirrorUv = (uv: readonly (readonly [number, number])[]): [number, number][] => uv.map(([u, v]) => [-u, v] as [number, number]).reverse();
    const overlays: Face[] = [];
    const both = (uv: readonly (readonly [number, number])[], mat: MatName): void => {
      if (mat === "lamp" || mat === "tail") {
        // A smoked surround makes the lamp read against any paint colour.
        const cu = uv.reduce((a, [u]) => a + u, 0) / uv.length;
        const cv = uv.reduce((a, [, v]) => a + v, 0) / uv.length;
        const grown = uv.map(([u, v]) => [cu + (u - cu) * 1.1, cv + (v - cv) * 1.3] as [number, number]);
        overlays.push(shape(grown, "gloss"), shape(mirrorUv(grown), "gloss"));
      }
      overlays.push(shape(uv, mat), shape(mirrorUv(uv), mat));
    };
    if (isFront) {
      const g = s.front_.grille;
      if (g === "wide") {
        overlays.push(shape([[-0.5, 0.44], [0.5, 0.44], [0.6, 0.7], [-0.6, 0.7]], "grille"));
        overlays.push(shape([[-0.6, 0.08], [0.6, 0.08], [0.52, 0.3], [-0.52, 0.3]], "grille"));
      } else if (g === "tall") {
        overlays.push(shape([[-0.5, 0.22], [0.5, 0.22], [0.62, 0.8], [-0.62, 0.8]], "grille"));
        overlays.push(shape([[-0.58, 0.55], [0.58, 0.55], [0.59, 0.59], [-0.59, 0.59]], "chrome"));
        overlays.push(shape([[-0.45, 0.04], [0.45, 0.04], [0.4, 0.14], [-0.4, 0.14]], "grille"));
      } else if (g === "slim") {
        overlays.push(shape([[-0.55, 0.6], [0.55, 0.6], [0.62, 0.72], [-0.62, 0.72]], "grille"));
        overlays.push(shape([[-0.7, 0.08], [0.7, 0.08], [0.6, 0.36], [-0.6, 0.36]], "grille"));
      }
      overlays.push(shape([[-0.17, g === "tall" ? 0.27 : 0.32], [0.17, g === "tall" ? 0.27 : 0.32], [0.17, g === "tall" ? 0.37 : 0.42], [-0.17, g === "tall" ? 0.37 : 0.42]], "plate"));
      const ls = s.front_.lampStyle;
      if (ls === "slim") {
        both([[0.62, 0.72], [0.93, 0.78], [0.92, 0.88], [0.6, 0.8]], "lamp");
        both([[0.62, 0.7], [0.93, 0.755], [0.93, 0.78], [0.62, 0.72]], "drl");
      } else if (ls === "square") {
        both([[0.66, 0.58], [0.94, 0.6], [0.93, 0.86], [0.66, 0.84]], "lamp");
        both([[0.68, 0.6], [0.92, 0.62], [0.92, 0.65], [0.68, 0.63]], "drl");
      } else {
        for (const u of [-0.78, 0.78]) overlays.push({ pts: circlePts(0, 0, 0, 1, 14).map((p) => P(u + p[0] * 0.13, 0.68 + p[2] * 0.15 * (sec.w / h))), mat: "lamp", normal: n });
      }
      both([[0.66, 0.12], [0.86, 0.14], [0.85, 0.19], [0.66, 0.17]], "drl");
    } else {
      const rl = s.rearLamps;
      if (rl === "wide") {
        both([[0.5, 0.68], [0.95, 0.7], [0.93, 0.86], [0.5, 0.84]], "tail");
        overlays.push(shape([[-0.5, 0.76], [0.5, 0.76], [0.5, 0.79], [-0.5, 0.79]], "tail"));
      } else if (rl === "corner") both([[0.58, 0.64], [0.96, 0.62], [0.95, 0.86], [0.62, 0.84]], "tail");
      else {
        both([[0.84, 0.42], [0.99, 0.42], [0.99, 0.92], [0.84, 0.92]], "tail");
        both([[0.85, 0.46], [0.98, 0.46], [0.98, 0.52], [0.85, 0.52]], "amber");
      }
      overlays.push(shape([[-0.2, 0.36], [0.2, 0.36], [0.2, 0.5], [-0.2, 0.5]], "plate"));
      overlays.push(shape([[-0.92, 0.02], [0.92, 0.02], [0.9, 0.16], [-0.9, 0.16]], "trim"));
    }
    scene.add({ pts: capPts, mat: "paint", normal: n, overlays });
  };
  cap(sections[sections.length - 1], true);
  cap(sections[0], false);

  // Glasshouse.
  const cab = dedup.filter((x) => x >= c.to - 0.01 && x <= c.from + 0.01);
  const cabSections = cab.map((x) => {
    const zb = interp(s.top, x) - 4;
    const zr = Math.max(zb, interp(c.roof, x));
    const h = zr - zb;
    const wb = s.w * c.beltWidth;
    const wt = s.w * c.roofWidth;
    const ww = (t: number): number => lerp(wb, wt, t);
    const pts: V3[] = [
      v3(x, wb, zb),
      v3(x, ww(0.07), zb + h * 0.07),
      v3(x, ww(0.9), zb + h * 0.9),
      v3(x, wt, zr),
      v3(x, 0, zr + (h > 20 ? 18 : 0)),
    ];
    const mirrored = pts.slice(0, 4).reverse().map((p) => v3(p[0], -p[1], p[2]));
    return { x, pts: pts.concat(mirrored), zb, zr };
  });
  const inRanges = (x: number, ranges: readonly (readonly [number, number])[]): boolean => ranges.some(([a, b]) => x <= Math.max(a, b) && x >= Math.min(a, b));
  const cabMat = (band: number, x: number): MatName => {
    if (band === 0 || band === 7) return "gloss";
    if (band === 1 || band === 6) return inRanges(x, c.glass) ? "glass" : inRanges(x, c.blackPillars) ? "gloss" : "paint";
    if (band === 2 || band === 5) return c.blackRoof ? "roof" : "paint";
    // Top: windscreen, roof, rear glass.
    if (x >= c.windscreenTo || x <= c.rearGlassFrom) return "glass";
    return c.blackRoof ? "roof" : "paint";
  };
  addLoft(
    scene,
    cabSections.map((sec) => sec.pts),
    (i) => v3((cabSections[i].x + cabSections[i + 1].x) / 2, 0, (cabSections[i].zb + Math.max(cabSections[i].zr, cabSections[i + 1].zr)) / 2 - 10),
    (k, i) => cabMat(k, (cabSections[i].x + cabSections[i + 1].x) / 2),
    (i) => cabSections[i].zr - cabSections[i].zb < 1 && cabSections[i + 1].zr - cabSections[i + 1].zb < 1,
  );
  // A vertical cab back (utes, vans) closes the glasshouse.
  const last = cabSections[0];
  if (last.zr - last.zb > 40) scene.add({ pts: last.pts.slice().reverse(), mat: "glass", normal: [-1, 0, 0] });
  const first = cabSections[cabSections.length - 1];
  if (first.zr - first.zb > 40) scene.add({ pts: first.pts.slice(), mat: "glass", normal: [1, 0, 0] });

  // Wheels.
  const track = s.w - s.tyreWidth / 2 - 22;
  for (const wh of s.wheels) {
    for (const side of [1, -1]) {
      wheel(scene, {
        x: wh.x,
        y: side * track,
        r: wh.r,
        width: s.tyreWidth,
        rim: s.rim,
        rimRatio: s.rimRatio,
        well: { r: archR(wh.r) - 4, cz: archCz(wh.r), depth: 8 },
        caliper: s.rim === "twin5" && s.rimRatio !== undefined && s.rimRatio >= 0.68,
      });
    }
  }

  // Side details: door shut lines, handles, mirrors.
  const sideY = (x: number): number => s.w * taper(x) + 1.5;
  for (const side of [1, -1]) {
    for (const [x, z0, z1] of s.doorLines) {
      const y = side * sideY(x);
      scene.add(decal([v3(x + 4, y, z0), v3(x - 4, y, z0), v3(x - 4, y, z1), v3(x + 4, y, z1)], "trim", [0, side, 0]));
    }
    for (const [x, z] of s.handles) {
      const y = side * (sideY(x) + 1);
      scene.add(decal([v3(x + 70, y, z - 14), v3(x - 70, y, z - 14), v3(x - 70, y, z + 14), v3(x + 70, y, z + 14)], "gloss", [0, side, 0]));
    }
    // Mirror: a rounded housing on a short stalk at the base of the A-pillar.
    const zm = interp(s.top, s.mirrorX) + 30;
    const yb = s.w * c.beltWidth;
    box(scene, v3(s.mirrorX - 70, side > 0 ? yb - 20 : -yb - 70, zm + 10), v3(s.mirrorX + 30, side > 0 ? yb + 70 : -yb + 20, zm + 50), "gloss");
    loftSimple(
      scene,
      [
        { x: s.mirrorX - 150, w: 70, zb: zm + 30, zt: zm + 125 },
        { x: s.mirrorX - 60, w: 95, zb: zm + 20, zt: zm + 140 },
        { x: s.mirrorX + 10, w: 85, zb: zm + 30, zt: zm + 130 },
      ],
      "paint",
      { yc: side * (yb + 150), rear: "gloss" },
    );
    if (s.sideStep) {
      const [wf, wr] = [s.wheels[0], s.wheels[s.wheels.length - 1]];
      const x0 = Math.max(wf.x, wr.x) - archR(wf.r) - 40;
      const x1 = Math.min(wf.x, wr.x) + archR(wr.r) + 40;
      box(scene, v3(x1, side > 0 ? s.w - 110 : -s.w - 20, 340), v3(x0, side > 0 ? s.w + 20 : -s.w + 110, 380), "trim");
    }
  }
  if (s.roofRails) {
    const zr = Math.max(...c.roof.map(([, z]) => z));
    for (const side of [1, -1]) {
      const y = side * s.w * c.roofWidth * 0.82;
      tube(scene, v3(c.windscreenTo - 80, y, zr - 5), v3(c.rearGlassFrom + 100, y, zr - 5), 16, "gloss", 6);
      box(scene, v3(c.rearGlassFrom + 60, y - 18, zr - 20), v3(c.rearGlassFrom + 160, y + 18, zr + 20), "gloss");
      box(scene, v3(c.windscreenTo - 130, y - 18, zr - 20), v3(c.windscreenTo - 30, y + 18, zr + 20), "gloss");
    }
  }
  if (s.sportsBar && s.tray) {
    const x = s.tray[0] - 180;
    const zb = interp(s.top, x);
    const zt = interp(c.roof, c.to + 30) - 60;
    for (const side of [1, -1]) tube(scene, v3(x - 250, side * (s.w - 60), zb), v3(x, side * (s.w - 90), zt), 32, "gloss", 8);
    tube(scene, v3(x, s.w - 90, zt), v3(x, -s.w + 90, zt), 32, "gloss", 8);
  }
  scene.shadowRects.push({ x0: s.rear, x1: s.front, y0: -s.w, y1: s.w });
}

// ---------------------------------------------------------------------------------------------
// Families

function carSpec(family: Exclude<BodyFamily, "truck" | "motorcycle" | "caravan">): CarSpec {
  switch (family) {
    case "sedan":
      return {
        front: 2440,
        rear: -2440,
        w: 920,
        wheels: [
          { x: 1465, r: 340 },
          { x: -1360, r: 340 },
        ],
        tyreWidth: 235,
        rim: "twin5",
        bottom: [
          [2440, 340],
          [2150, 210],
          [1900, 175],
          [-1900, 175],
          [-2200, 230],
          [-2440, 380],
        ],
        top: [
          [2440, 690],
          [2330, 770],
          [1900, 870],
          [1120, 945],
          [0, 965],
          [-1600, 1000],
          [-2250, 1015],
          [-2440, 970],
        ],
        shoulderDrop: 105,
        cladding: 0,
        noseTaper: 0.84,
        tailTaper: 0.9,
        crown: 22,
        cabin: {
          from: 1120,
          to: -1650,
          roof: [
            [1120, 945],
            [700, 1230],
            [250, 1430],
            [-200, 1455],
            [-750, 1430],
            [-1250, 1270],
            [-1650, 1000],
          ],
          windscreenTo: 250,
          rearGlassFrom: -780,
          glass: [
            [1000, -20],
            [-110, -960],
          ],
          blackPillars: [[-20, -110]],
          beltWidth: 0.85,
          roofWidth: 0.72,
        },
        doorLines: [
          [1030, 260, 900],
          [-60, 260, 900],
          [-960, 740, 920],
        ],
        handles: [
          [-130, 860],
          [-1010, 870],
        ],
        mirrorX: 1010,
        front_: { grille: "wide", lampStyle: "slim" },
        rearLamps: "wide",
      };
    case "hatch":
      return {
        front: 2185,
        rear: -2185,
        w: 905,
        wheels: [
          { x: 1310, r: 335 },
          { x: -1330, r: 335 },
        ],
        tyreWidth: 225,
        rim: "twin5",
        bottom: [
          [2185, 340],
          [1950, 210],
          [1700, 180],
          [-1800, 180],
          [-2000, 250],
          [-2185, 400],
        ],
        top: [
          [2185, 700],
          [2080, 790],
          [1750, 880],
          [1150, 945],
          [0, 965],
          [-1600, 1005],
          [-2000, 1015],
          [-2185, 990],
        ],
        shoulderDrop: 110,
        cladding: 0,
        noseTaper: 0.84,
        tailTaper: 0.9,
        crown: 20,
        cabin: {
          from: 1150,
          to: -2080,
          roof: [
            [1150, 945],
            [750, 1230],
            [300, 1440],
            [-500, 1475],
            [-1450, 1450],
            [-1760, 1400],
            [-2080, 1000],
          ],
          windscreenTo: 300,
          rearGlassFrom: -1760,
          glass: [
            [1040, -60],
            [-140, -1120],
            [-1230, -1640],
          ],
          blackPillars: [
            [-60, -140],
            [-1120, -1230],
          ],
          beltWidth: 0.85,
          roofWidth: 0.73,
        },
        doorLines: [
          [1050, 260, 910],
          [-100, 260, 930],
          [-1150, 700, 950],
        ],
        handles: [
          [-210, 870],
          [-1080, 890],
        ],
        mirrorX: 1040,
        front_: { grille: "wide", lampStyle: "slim" },
        rearLamps: "corner",
      };
    case "suv":
      return {
        front: 2300,
        rear: -2300,
        w: 935,
        wheels: [
          { x: 1390, r: 370 },
          { x: -1300, r: 370 },
        ],
        tyreWidth: 235,
        rim: "twin5",
        rimRatio: 0.62,
        bottom: [
          [2300, 430],
          [2050, 280],
          [1800, 235],
          [-1800, 235],
          [-2050, 300],
          [-2300, 470],
        ],
        top: [
          [2300, 870],
          [2200, 960],
          [1800, 1070],
          [1060, 1150],
          [0, 1165],
          [-1700, 1190],
          [-2300, 1180],
        ],
        shoulderDrop: 130,
        cladding: 175,
        noseTaper: 0.86,
        tailTaper: 0.93,
        crown: 24,
        cabin: {
          from: 1060,
          to: -2200,
          roof: [
            [1060, 1150],
            [650, 1440],
            [200, 1665],
            [-700, 1700],
            [-1750, 1680],
            [-2050, 1610],
            [-2200, 1190],
          ],
          windscreenTo: 200,
          rearGlassFrom: -1900,
          glass: [
            [950, -80],
            [-170, -1080],
            [-1230, -1760],
          ],
          blackPillars: [
            [-80, -170],
            [-1080, -1230],
          ],
          beltWidth: 0.85,
          roofWidth: 0.76,
        },
        doorLines: [
          [960, 330, 1060],
          [-120, 330, 1080],
          [-1110, 830, 1090],
        ],
        handles: [
          [-190, 1030],
          [-1160, 1040],
        ],
        mirrorX: 980,
        front_: { grille: "tall", lampStyle: "slim" },
        rearLamps: "corner",
        roofRails: true,
      };
    case "ute":
      return {
        front: 2665,
        rear: -2665,
        w: 930,
        wheels: [
          { x: 1765, r: 385 },
          { x: -1320, r: 385 },
        ],
        tyreWidth: 255,
        rim: "six",
        rimRatio: 0.56,
        bottom: [
          [2665, 470],
          [2400, 320],
          [2100, 300],
          [-2000, 300],
          [-2350, 420],
          [-2665, 460],
        ],
        top: [
          [2665, 960],
          [2550, 1080],
          [2100, 1180],
          [1250, 1245],
          [-850, 1262],
          [-1000, 1240],
          [-2665, 1230],
        ],
        shoulderDrop: 140,
        cladding: 0,
        noseTaper: 0.9,
        tailTaper: 0.99,
        crown: 26,
        cabin: {
          from: 1250,
          to: -900,
          roof: [
            [1250, 1245],
            [900, 1560],
            [500, 1790],
            [0, 1815],
            [-380, 1805],
            [-400, 1700],
            [-420, 1262],
          ],
          windscreenTo: 500,
          rearGlassFrom: -870,
          glass: [
            [1130, 150],
            [70, -780],
          ],
          blackPillars: [[150, 70]],
          beltWidth: 0.85,
          roofWidth: 0.79,
        },
        tray: [-920, -2660],
        doorLines: [
          [1140, 380, 1160],
          [110, 380, 1160],
          [-880, 380, 1160],
          ],
        handles: [
          [40, 1100],
          [-800, 1100],
        ],
        mirrorX: 1150,
        front_: { grille: "tall", lampStyle: "square" },
        rearLamps: "vertical",
        sportsBar: true,
        sideStep: true,
      };
    case "van":
      return {
        front: 2525,
        rear: -2525,
        w: 1005,
        wheels: [
          { x: 1560, r: 350 },
          { x: -1370, r: 350 },
        ],
        tyreWidth: 215,
        rim: "aero",
        rimRatio: 0.6,
        bottom: [
          [2525, 380],
          [2300, 250],
          [2000, 230],
          [-2200, 230],
          [-2525, 330],
        ],
        top: [
          [2525, 820],
          [2420, 930],
          [2000, 1080],
          [1500, 1150],
          [0, 1160],
          [-2525, 1160],
        ],
        shoulderDrop: 80,
        topWidth: 0.96,
        cladding: 160,
        noseTaper: 0.86,
        tailTaper: 0.98,
        crown: 22,
        cabin: {
          from: 1500,
          to: -2510,
          roof: [
            [1500, 1150],
            [1100, 1560],
            [650, 1950],
            [300, 1990],
            [-2400, 1990],
            [-2490, 1960],
            [-2505, 1800],
            [-2510, 1170],
          ],
          windscreenTo: 650,
          rearGlassFrom: -2495,
          glass: [[1400, 480]],
          blackPillars: [],
          beltWidth: 0.95,
          roofWidth: 0.92,
        },
        doorLines: [
          [1420, 300, 1140],
          [460, 300, 1140],
          [-820, 300, 1140],
        ],
        handles: [
          [360, 1080],
          [420, 1080],
        ],
        mirrorX: 1420,
        front_: { grille: "wide", lampStyle: "square" },
        rearLamps: "vertical",
      };
    case "mpv":
      return {
        front: 2575,
        rear: -2575,
        w: 1000,
        wheels: [
          { x: 1560, r: 360 },
          { x: -1530, r: 360 },
        ],
        tyreWidth: 235,
        rim: "twin5",
        rimRatio: 0.62,
        bottom: [
          [2575, 380],
          [2300, 240],
          [2000, 215],
          [-2200, 215],
          [-2575, 360],
        ],
        top: [
          [2575, 800],
          [2450, 920],
          [2000, 1060],
          [1350, 1130],
          [0, 1150],
          [-2575, 1160],
        ],
        shoulderDrop: 110,
        cladding: 0,
        noseTaper: 0.86,
        tailTaper: 0.96,
        crown: 22,
        cabin: {
          from: 1350,
          to: -2520,
          roof: [
            [1350, 1130],
            [900, 1480],
            [380, 1740],
            [-800, 1775],
            [-2200, 1760],
            [-2450, 1690],
            [-2520, 1160],
          ],
          windscreenTo: 380,
          rearGlassFrom: -2330,
          glass: [
            [1220, 250],
            [120, -1150],
            [-1300, -2200],
          ],
          blackPillars: [
            [250, 120],
            [-1150, -1300],
          ],
          beltWidth: 0.86,
          roofWidth: 0.82,
        },
        doorLines: [
          [1240, 300, 1100],
          [180, 300, 1100],
          [-1180, 780, 1120],
        ],
        handles: [
          [100, 1060],
          [220, 1060],
        ],
        mirrorX: 1240,
        front_: { grille: "wide", lampStyle: "slim" },
        rearLamps: "wide",
      };
    case "coupe":
      return {
        front: 2400,
        rear: -2400,
        w: 955,
        wheels: [
          { x: 1500, r: 345 },
          { x: -1220, r: 350 },
        ],
        tyreWidth: 265,
        rim: "twin5",
        rimRatio: 0.68,
        bottom: [
          [2400, 300],
          [2150, 180],
          [1900, 150],
          [-1900, 150],
          [-2200, 220],
          [-2400, 360],
        ],
        top: [
          [2400, 660],
          [2300, 740],
          [1800, 860],
          [650, 950],
          [0, 970],
          [-1300, 1000],
          [-2200, 1010],
          [-2400, 960],
        ],
        shoulderDrop: 95,
        cladding: 0,
        noseTaper: 0.85,
        tailTaper: 0.9,
        crown: 26,
        cabin: {
          from: 650,
          to: -2000,
          roof: [
            [650, 950],
            [250, 1200],
            [-250, 1375],
            [-700, 1385],
            [-1200, 1300],
            [-1700, 1120],
            [-2000, 1005],
          ],
          windscreenTo: -250,
          rearGlassFrom: -750,
          glass: [
            [540, -600],
            [-700, -1250],
          ],
          blackPillars: [[-600, -700]],
          beltWidth: 0.88,
          roofWidth: 0.68,
        },
        doorLines: [
          [560, 240, 920],
          [-640, 260, 940],
        ],
        handles: [[-520, 880]],
        mirrorX: 560,
        front_: { grille: "wide", lampStyle: "slim" },
        rearLamps: "corner",
      };
  }
}

function buildTruck(scene: Scene): void {
  // Cab-over light truck (Isuzu N Series, Hino 300, Fuso Canter) with an alloy pantech body.
  buildCar(scene, {
    front: 3450,
    rear: 1720,
    w: 1000,
    wheels: [{ x: 2630, r: 385 }],
    tyreWidth: 215,
    rim: "steel",
    rimRatio: 0.55,
    bottom: [
      [3450, 420],
      [1720, 420],
    ],
    top: [
      [3450, 1250],
      [3380, 1320],
      [1720, 1330],
    ],
    shoulderDrop: 60,
    cladding: 0,
    noseTaper: 0.93,
    tailTaper: 1,
    crown: 10,
    stations: 18,
    cabin: {
      from: 3385,
      to: 1740,
      roof: [
        [3385, 1322],
        [3320, 2150],
        [3250, 2260],
        [1800, 2270],
        [1750, 2200],
        [1740, 1330],
      ],
      windscreenTo: 3250,
      rearGlassFrom: 1600,
      glass: [[3300, 2520]],
      blackPillars: [],
      beltWidth: 0.98,
      roofWidth: 0.94,
    },
    doorLines: [
      [3330, 500, 1320],
      [2470, 780, 1320],
    ],
    handles: [[2560, 1220]],
    mirrorX: 3420,
    front_: { grille: "slim", lampStyle: "square" },
    rearLamps: "corner",
  });
  // Chassis rails and the body.
  for (const side of [1, -1]) box(scene, v3(-3350, side * 420 - 60, 700), v3(1720, side * 420 + 60, 900), "trim");
  box(scene, v3(-3450, -1100, 950), v3(1650, 1100, 3250), ["white", "white", "white", "white", "white", "white"]);
  for (const side of [1, -1]) {
    const y = side * 1101;
    // Corner posts, rub rails and the rear door seam.
    for (const [x0, x1] of [
      [1560, 1650],
      [-3450, -3360],
    ])
      scene.add(decal([v3(x0, y, 950), v3(x1, y, 950), v3(x1, y, 3250), v3(x0, y, 3250)], "metal", [0, side, 0]));
    scene.add(decal([v3(-3450, y, 950), v3(1650, y, 950), v3(1650, y, 1040), v3(-3450, y, 1040)], "metal", [0, side, 0]));
    scene.add(decal([v3(-3450, y, 3160), v3(1650, y, 3160), v3(1650, y, 3250), v3(-3450, y, 3250)], "metal", [0, side, 0]));
    // Side underrun bar and fuel tank.
    box(scene, v3(-1300, side > 0 ? 940 : -1000, 560), v3(900, side > 0 ? 1000 : -940, 640), "metal");
    box(scene, v3(500, side > 0 ? 480 : -900, 500), v3(1300, side > 0 ? 900 : -480, 850), "metal");
  }
  const xr = -3451;
  scene.add(decal([v3(xr, -8, 1000), v3(xr, 8, 1000), v3(xr, 8, 3200), v3(xr, -8, 3200)], "metal", [-1, 0, 0]));
  for (const y of [-1, 1]) scene.add(decal([v3(xr, y * 1050, 980), v3(xr, y * 900, 980), v3(xr, y * 900, 1130), v3(xr, y * 1050, 1130)], "tail", [-1, 0, 0]));
  // Rear dual wheels.
  for (const side of [1, -1]) {
    for (const dy of [0, -270]) wheel(scene, { x: -1000, y: side * (760 + dy), r: 385, width: 215, rim: "steel", rimRatio: 0.55 });
  }
  scene.shadowRects = [{ x0: -3450, x1: 3450, y0: -1100, y1: 1100 }];
}

function buildCaravan(scene: Scene): void {
  const W = 1150;
  buildCaravanBody(scene, W);
  // Drawbar, hitch, stone guard / toolbox, gas bottles, jockey wheel.
  for (const side of [1, -1]) tube(scene, v3(3250, side * 520, 620), v3(4700, side * 40, 520), 40, "trim", 6);
  tube(scene, v3(4650, 0, 520), v3(4950, 0, 520), 45, "metal", 8);
  box(scene, v3(3350, -700, 640), v3(3950, 700, 1120), ["metal", "metal", "metal", "metal", "metal", "metal"]);
  for (const y of [-230, 230]) tube(scene, v3(4180, y, 650), v3(4180, y, 1120), 150, "white", 12, "metal");
  tube(scene, v3(4450, 260, 100), v3(4450, 260, 700), 30, "metal", 8);
  for (const x of [600, -420]) for (const side of [1, -1]) wheel(scene, { x, y: side * (W - 170), r: 395, width: 255, rim: "six", rimRatio: 0.52, well: { r: 450, cz: 420, depth: 30 } });
}

function buildCaravanBody(scene: Scene, W: number): void {
  const front = 3300;
  const rear = -3300;
  const xs: number[] = [];
  for (let i = 0; i <= 30; i++) xs.push(lerp(rear, front, i / 30));
  xs.push(front - 40, front - 90, front - 160, rear + 40, rear + 90);
  const stations = [...new Set(xs)].sort((a, b) => a - b);
  const arches = [600, -420];
  const zbAt = (x: number): number => {
    let z = 640;
    for (const ax of arches) {
      const dx = x - ax;
      if (Math.abs(dx) <= 455) z = Math.max(z, 420 + Math.sqrt(455 * 455 - dx * dx));
    }
    return z;
  };
  for (const ax of arches) for (let a = 0; a <= 10; a++) stations.push(ax + Math.cos((a / 10) * Math.PI) * 455);
  stations.push(600 + 457, 600 - 457, -420 + 457, -420 - 457);
  const st = [...new Set(stations)].sort((a, b) => a - b);
  const top: Keys = [
    [front, 2380],
    [front - 120, 2640],
    [front - 420, 2840],
    [front - 900, 2900],
    [rear + 100, 2900],
    [rear, 2860],
  ];
  const secs = st.map((x) => {
    const zt = interp(top, x);
    const zb = zbAt(x);
    const t = x > front - 200 ? lerp(0.93, 1, (front - x) / 200) : x < rear + 80 ? lerp(0.96, 1, (x - rear) / 80) : 1;
    const w = W * t;
    const pts: V3[] = [v3(x, w * 0.99, zb), v3(x, w, zb + 330), v3(x, w, zt - 110), v3(x, w * 0.965, zt - 25), v3(x, w * 0.9, zt), v3(x, 0, zt + 10)];
    const mirrored = pts.slice(0, 5).reverse().map((p) => v3(p[0], -p[1], p[2]));
    return { x, pts: pts.concat(mirrored), zb, zt, w };
  });
  addLoft(
    scene,
    secs.map((sec) => sec.pts),
    (i) => v3((secs[i].x + secs[i + 1].x) / 2, 0, 1500),
    (k) => (k === 0 || k === 9 ? "paint" : "white"),
  );

  const f = secs[secs.length - 1];
  const r = secs[0];
  const fx = front + 1;
  const rx = rear - 1;
  const capRect = (x: number, nx: number, y0: number, z0: number, y1: number, z1: number, mat: MatName): Face => ({
    pts: [v3(x, y0, z0), v3(x, y1, z0), v3(x, y1, z1), v3(x, y0, z1)],
    mat,
    normal: [nx, 0, 0],
  });
  scene.add({
    pts: f.pts.slice(),
    mat: "white",
    normal: [1, 0, 0],
    overlays: [
      capRect(fx, 1, -f.w * 0.99, f.zb, f.w * 0.99, f.zb + 330, "paint"),
      capRect(fx, 1, -780, 1750, 780, 2250, "glass"),
      capRect(fx, 1, -800, 1730, 800, 1750, "trim"),
      capRect(fx, 1, -1000, 1180, -800, 1260, "drl"),
      capRect(fx, 1, 800, 1180, 1000, 1260, "drl"),
    ],
  });
  scene.add({
    pts: r.pts.slice().reverse(),
    mat: "white",
    normal: [-1, 0, 0],
    overlays: [
      capRect(rx, -1, -r.w * 0.99, r.zb, r.w * 0.99, r.zb + 330, "paint"),
      capRect(rx, -1, -600, 1850, 600, 2350, "glass"),
      capRect(rx, -1, -1100, 900, -850, 1150, "tail"),
      capRect(rx, -1, 850, 900, 1100, 1150, "tail"),
      capRect(rx, -1, -230, 900, 230, 1010, "plate"),
      { pts: circlePts(0, 1500, 0, 360, 20).map((p) => v3(rx - 120, p[0], p[2])), mat: "tyre", normal: [-1, 0, 0] },
      { pts: circlePts(0, 1500, 0, 200, 16).map((p) => v3(rx - 121, p[0], p[2])), mat: "metal", normal: [-1, 0, 0] },
    ],
  });
  // Side decals: feature stripe in the paint colour, windows, door, awning.
  for (const side of [1, -1]) {
    const y = side * (W + 2);
    const n: V3 = [0, side, 0];
    const rect = (x0: number, z0: number, x1: number, z1: number, mat: MatName, layer = 0): void => {
      scene.add({ ...decal([v3(x0, y, z0), v3(x1, y, z0), v3(x1, y, z1), v3(x0, y, z1)], mat, n), layer });
    };
    rect(rear + 20, 1230, front - 260, 1330, "paint");
    rect(rear + 20, 1360, front - 600, 1390, "paint");
    rect(-1100, 1600, -2500, 2300, "glass", 1);
    if (side > 0) {
      rect(2950, 1600, 2150, 2300, "glass", 1);
      rect(1950, 760, 1200, 2480, "white", 1);
      rect(1965, 745, 1185, 770, "metal", 2);
      rect(1965, 2470, 1185, 2495, "metal", 2);
      rect(1965, 745, 1940, 2495, "metal", 2);
      rect(1210, 745, 1185, 2495, "metal", 2);
      rect(1870, 1700, 1280, 2250, "glass", 2);
      rect(1350, 1300, 1280, 1340, "trim", 2);
      rect(2950, 2600, -2950, 2720, "trim", 1);
      rect(700, 1750, 100, 2150, "glass", 1);
    } else {
      rect(2700, 1600, 1500, 2300, "glass", 1);
      rect(1100, 1600, -600, 2300, "glass", 1);
    }
  }
  scene.shadowRects.push({ x0: rear, x1: front + 1600, y0: -W, y1: W });
}

function buildMotorcycle(scene: Scene): void {
  // A naked / road-adventure twin: MT-07, CB500X, Z900 and friends.
  const fw = { x: 720, r: 315 };
  const rw = { x: -700, r: 320 };
  wheel(scene, { x: fw.x, y: 0, r: fw.r, width: 120, rim: "moto", rimRatio: 0.74 });
  wheel(scene, { x: rw.x, y: 0, r: rw.r, width: 165, rim: "moto", rimRatio: 0.72 });
  for (const side of [1, -1]) {
    scene.add({ pts: circlePts(fw.x, fw.r, side * 68, 150, 20), mat: "metal", normal: [0, side, 0] });
    box(scene, v3(fw.x - 150, side > 0 ? 60 : -95, fw.r + 20), v3(fw.x - 60, side > 0 ? 95 : -60, fw.r + 170), "caliper");
  }
  // Forks (raked 25°), yokes, headlight, bars, mirrors.
  const head: V3 = [440, 0, 920];
  for (const side of [1, -1]) {
    tube(scene, v3(fw.x, side * 92, fw.r), v3(fw.x - 150, side * 92, fw.r + 320), 30, "chrome", 8, "trim");
    tube(scene, v3(fw.x - 150, side * 92, fw.r + 320), v3(head[0], side * 92, head[2] + 30), 27, "trim", 8);
  }
  box(scene, v3(head[0] - 50, -125, head[2] + 10), v3(head[0] + 40, 125, head[2] + 60), "trim");
  loftSimple(scene, [
    { x: 500, w: 95, zb: 790, zt: 930 },
    { x: 560, w: 105, zb: 780, zt: 940 },
    { x: 600, w: 80, zb: 800, zt: 920 },
  ], "trim", { front: "lamp" });
  loftSimple(scene, [
    { x: 420, w: 85, zb: 960, zt: 1040 },
    { x: 470, w: 90, zb: 950, zt: 1050 },
  ], "trim", { front: "trim", rear: "glass" });
  tube(scene, v3(380, -360, 1070), v3(380, 360, 1070), 14, "trim", 6);
  for (const side of [1, -1]) {
    tube(scene, v3(head[0], side * 60, head[2] + 50), v3(390, side * 90, 1070), 14, "trim", 6);
    tube(scene, v3(380, side * 330, 1072), v3(385, side * 420, 1072), 19, "gloss", 8);
    tube(scene, v3(380, side * 250, 1075), v3(395, side * 285, 1190), 6, "trim", 5);
    loftSimple(scene, [
      { x: 360, w: 55, zb: 1185, zt: 1225 },
      { x: 400, w: 65, zb: 1180, zt: 1235 },
      { x: 420, w: 50, zb: 1188, zt: 1222 },
    ], "trim", { yc: side * 300 });
  }
  // Front guard hugging the tyre.
  loftSimple(scene, [
    { x: fw.x + 230, w: 55, zb: fw.r + 200, zt: fw.r + 225 },
    { x: fw.x + 120, w: 68, zb: fw.r + 300, zt: fw.r + 330 },
    { x: fw.x - 20, w: 70, zb: fw.r + 335, zt: fw.r + 362 },
    { x: fw.x - 160, w: 58, zb: fw.r + 290, zt: fw.r + 315 },
  ], "paint");
  // Tank with side scoops, seat and a slim tail.
  loftSimple(scene, [
    { x: -20, w: 115, zb: 840, zt: 945 },
    { x: 80, w: 160, zb: 815, zt: 1010 },
    { x: 230, w: 178, zb: 800, zt: 1052 },
    { x: 360, w: 165, zb: 820, zt: 1040 },
    { x: 450, w: 120, zb: 880, zt: 990 },
  ], "paint");
  for (const side of [1, -1])
    loftSimple(scene, [
      { x: 200, w: 30, zb: 700, zt: 860 },
      { x: 330, w: 34, zb: 660, zt: 930 },
      { x: 440, w: 26, zb: 760, zt: 940 },
    ], "paint", { yc: side * 170 });
  loftSimple(scene, [
    { x: -560, w: 70, zb: 850, zt: 905 },
    { x: -420, w: 105, zb: 830, zt: 900 },
    { x: -250, w: 125, zb: 810, zt: 870 },
    { x: -60, w: 135, zb: 815, zt: 880 },
    { x: 20, w: 110, zb: 840, zt: 905 },
  ], "seat");
  loftSimple(scene, [
    { x: -870, w: 30, zb: 880, zt: 925 },
    { x: -760, w: 55, zb: 860, zt: 920 },
    { x: -560, w: 85, zb: 810, zt: 885 },
    { x: -380, w: 95, zb: 770, zt: 850 },
  ], "paint", { rear: "tail" });
  // Side covers and airbox under the seat.
  loftSimple(scene, [
    { x: -430, w: 70, zb: 720, zt: 840 },
    { x: -250, w: 110, zb: 600, zt: 835 },
    { x: -40, w: 120, zb: 600, zt: 840 },
    { x: 40, w: 100, zb: 680, zt: 830 },
  ], "trim");
  // Engine: crankcase, forward-leaning cylinder block, head; radiator; frame; swingarm.
  loftSimple(scene, [
    { x: -170, w: 140, zb: 320, zt: 560 },
    { x: 50, w: 160, zb: 290, zt: 600 },
    { x: 260, w: 150, zb: 310, zt: 560 },
  ], "metal");
  loftSimple(scene, [
    { x: 120, w: 130, zb: 540, zt: 700 },
    { x: 250, w: 135, zb: 520, zt: 760 },
    { x: 340, w: 125, zb: 560, zt: 760 },
  ], "trim");
  for (let k = 0; k < 4; k++) box(scene, v3(150 + k * 45, -138, 560), v3(170 + k * 45, 138, 740), "metal");
  box(scene, v3(350, -165, 480), v3(400, 165, 840), ["grille", "trim", "trim", "trim", "trim", "trim"]);
  for (const side of [1, -1]) {
    tube(scene, v3(head[0] - 20, side * 55, head[2] - 10), v3(-110, side * 125, 760), 24, "trim", 8);
    tube(scene, v3(-110, side * 125, 760), v3(-170, side * 125, 470), 26, "trim", 8);
    tube(scene, v3(-110, side * 100, 760), v3(-620, side * 70, 880), 14, "trim", 6);
    tube(scene, v3(-175, side * 105, 470), v3(rw.x, side * 105, rw.r), 30, "metal", 8, "trim");
    tube(scene, v3(-260, side * 105, 430), v3(-260, side * 210, 430), 14, "metal", 6);
    tube(scene, v3(200, side * 105, 430), v3(200, side * 200, 440), 12, "metal", 6);
  }
  tube(scene, v3(-300, 40, 520), v3(-170, 40, 780), 22, "caliper", 8);
  // Exhaust: headers under the engine to a short muffler.
  for (const dy of [-40, 40]) tube(scene, v3(330, dy, 560), v3(250, dy * 1.5, 260), 24, "metal", 8);
  tube(scene, v3(250, 0, 250), v3(-150, 80, 280), 36, "metal", 8);
  tube(scene, v3(-150, 150, 270), v3(-480, 170, 400), 75, "trim", 12, "metal");
  // Plate hanger and indicators.
  tube(scene, v3(-840, 0, 880), v3(-910, 0, 700), 10, "trim", 5);
  box(scene, v3(-925, -85, 610), v3(-912, 85, 720), ["trim", "plate", "trim", "trim", "trim", "trim"]);
  for (const side of [1, -1]) {
    tube(scene, v3(-860, side * 50, 860), v3(-860, side * 140, 860), 10, "trim", 5, "amber");
    tube(scene, v3(560, side * 60, 880), v3(560, side * 150, 880), 10, "trim", 5, "amber");
  }
  scene.shadowRects.push({ x0: rw.x - 260, x1: fw.x + 260, y0: -220, y1: 220 });
}

/** A small loft with elliptical-ish cross sections (tanks, seats, lamps). */
function loftSimple(scene: Scene, st: { x: number; w: number; zb: number; zt: number }[], mat: MatName, caps: { front?: MatName; rear?: MatName; yc?: number } = {}): void {
  const yc = caps.yc ?? 0;
  const sorted = st.slice().sort((a, b) => a.x - b.x);
  const ring = (s: { x: number; w: number; zb: number; zt: number }): V3[] => {
    const cz = (s.zb + s.zt) / 2;
    const hz = (s.zt - s.zb) / 2;
    const out: V3[] = [];
    for (let i = 0; i < 10; i++) {
      const t = (i / 10) * Math.PI * 2;
      const c = Math.cos(t);
      const sn = Math.sin(t);
      out.push(v3(s.x, yc + s.w * Math.sign(c) * Math.pow(Math.abs(c), 0.7), cz + hz * Math.sign(sn) * Math.pow(Math.abs(sn), 0.7)));
    }
    return out;
  };
  const rings = sorted.map(ring);
  for (let i = 0; i < rings.length - 1; i++) {
    const a = rings[i];
    const b = rings[i + 1];
    const inside = v3((sorted[i].x + sorted[i + 1].x) / 2, yc, (sorted[i].zb + sorted[i].zt + sorted[i + 1].zb + sorted[i + 1].zt) / 4);
    for (let k = 0; k < 10; k++) {
      const j = (k + 1) % 10;
      scene.add(quad(a[k], b[k], b[j], a[j], mat, inside));
    }
  }
  scene.add({ pts: rings[rings.length - 1], mat: caps.front ?? mat, normal: [1, 0, 0] });
  scene.add({ pts: rings[0].slice().reverse(), mat: caps.rear ?? mat, normal: [-1, 0, 0] });
}

function buildScene(family: BodyFamily): Scene {
  const scene = new Scene();
  if (family === "truck") buildTruck(scene);
  else if (family === "caravan") buildCaravan(scene);
  else if (family === "motorcycle") buildMotorcycle(scene);
  else buildCar(scene, carSpec(family));
  return scene;
}

// ---------------------------------------------------------------------------------------------
// Camera, rendering

interface Camera {
  pos: V3;
  right: V3;
  up: V3;
  fwd: V3;
}

function makeCamera(yawDeg: number, elevDeg: number, dist: number, target: V3): Camera {
  const yaw = (yawDeg * Math.PI) / 180;
  const el = (elevDeg * Math.PI) / 180;
  const pos = add(target, [dist * Math.cos(el) * Math.cos(yaw), dist * Math.cos(el) * Math.sin(yaw), dist * Math.sin(el)]);
  const fwd = norm(sub(target, pos));
  const right = norm(cross(fwd, [0, 0, 1]));
  const up = cross(right, fwd);
  return { pos, right, up, fwd };
}

function project(cam: Camera, p: V3): [number, number] {
  const d = sub(p, cam.pos);
  const z = dot(d, cam.fwd);
  return [dot(d, cam.right) / z, -dot(d, cam.up) / z];
}

interface Extent {
  length: number;
  height: number;
  center: V3;
}

function sceneExtent(scene: Scene): Extent {
  let x0 = Infinity;
  let x1 = -Infinity;
  let z1 = 0;
  for (const f of scene.faces)
    for (const p of f.pts) {
      x0 = Math.min(x0, p[0]);
      x1 = Math.max(x1, p[0]);
      z1 = Math.max(z1, p[2]);
    }
  return { length: x1 - x0, height: z1, center: [(x0 + x1) / 2, 0, z1 * 0.42] };
}

const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();

interface Fit {
  scale: number;
  tx: number;
  ty: number;
}

function render(scene: Scene, cam: Camera, mats: Record<MatName, MatProps>, fitMode: { kind: "box"; maxW: number; maxH: number; cy: number } | { kind: "fixed"; fit: Fit }): string {
  const light: Light = {
    dir: norm(add(add(scl(cam.fwd, -0.8), scl([0, 0, 1], 0.75)), scl(cam.right, -0.3))),
    toCam: scl(cam.fwd, -1),
  };
  type Item = { f: Face; n: V3; depth: number; pts2: [number, number][] };
  const items: Item[] = [];
  // Decals on one plane sort together (by the plane's nearest decal point), then by layer.
  const planeKey = (f: Face, n: V3): string => `${n.map((x) => x.toFixed(2)).join(",")}|${Math.round(dot(n, f.pts[0]) / 4)}`;
  const planeDepth = new Map<string, number>();
  for (const f of scene.faces) {
    if (!f.decal || !f.normal) continue;
    const key = planeKey(f, f.normal);
    const near = Math.min(...f.pts.map((p) => len(sub(p, cam.pos))));
    planeDepth.set(key, Math.min(planeDepth.get(key) ?? Infinity, near));
  }
  for (const f of scene.faces) {
    let n = f.normal ?? newellNormal(f.pts);
    const c = centroid(f.pts);
    if (!f.normal && f.inside && dot(n, sub(c, f.inside)) < 0) n = scl(n, -1);
    const facing = dot(n, sub(cam.pos, c));
    if (!f.twoSided && facing <= 0) continue;
    if (f.twoSided && facing < 0) n = scl(n, -1);
    let depth = len(sub(c, cam.pos));
    if (f.decal) depth = (planeDepth.get(planeKey(f, n)) ?? depth) - 2 - (f.layer ?? 0) * 0.01;
    items.push({ f, n, depth, pts2: f.pts.map((p) => project(cam, p)) });
  }
  items.sort((a, b) => b.depth - a.depth);
  // Fit to the canvas.
  let fit: Fit;
  if (fitMode.kind === "box") {
    let x0 = Infinity;
    let x1 = -Infinity;
    let y0 = Infinity;
    let y1 = -Infinity;
    for (const it of items)
      for (const [x, y] of it.pts2) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
    const scale = Math.min((fitMode.maxW * ART_WIDTH) / (x1 - x0), (fitMode.maxH * ART_HEIGHT) / (y1 - y0));
    fit = { scale, tx: ART_WIDTH / 2 - ((x0 + x1) / 2) * scale, ty: fitMode.cy * ART_HEIGHT - ((y0 + y1) / 2) * scale };
  } else fit = fitMode.fit;
  const P = ([x, y]: [number, number]): string => `${fmt(x * fit.scale + fit.tx)},${fmt(y * fit.scale + fit.ty)}`;
  const poly = (pts2: [number, number][], fill: string): string => `<polygon points="${pts2.map(P).join(" ")}" fill="${fill}" stroke="${fill}"/>`;

  // Ground shadow: soft radial pads projected onto the floor (cheap to rasterise, unlike a blur
  // filter): one under the whole footprint, a darker one under each tyre.
  const pad = (cx: number, cy: number, hx: number, hy: number, id: string): string => {
    const c = project(cam, v3(cx, cy, 0));
    const ax = project(cam, v3(cx + hx, cy, 0));
    const ay = project(cam, v3(cx, cy + hy, 0));
    const m = [(ax[0] - c[0]) * fit.scale, (ax[1] - c[1]) * fit.scale, (ay[0] - c[0]) * fit.scale, (ay[1] - c[1]) * fit.scale, c[0] * fit.scale + fit.tx, c[1] * fit.scale + fit.ty];
    return `<circle r="1" fill="url(#${id})" transform="matrix(${m.map((x) => x.toFixed(3)).join(" ")})"/>`;
  };
  let out =
    `<defs><radialGradient id="pad"><stop offset="0" stop-color="#0b1016" stop-opacity="0.42"/><stop offset="0.55" stop-color="#0b1016" stop-opacity="0.32"/><stop offset="0.8" stop-color="#0b1016" stop-opacity="0.12"/><stop offset="1" stop-color="#0b1016" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="tyre"><stop offset="0" stop-color="#05070a" stop-opacity="0.5"/><stop offset="0.6" stop-color="#05070a" stop-opacity="0.25"/><stop offset="1" stop-color="#05070a" stop-opacity="0"/></radialGradient></defs>`;
  for (const r of scene.shadowRects) out += pad((r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2, (r.x1 - r.x0) / 2 + 380, (r.y1 - r.y0) / 2 + 300, "pad");
  for (const c of scene.contacts) out += pad(c.x, c.y, c.r * 2.2, c.r * 0.9, "tyre");
  for (const it of items) {
    out += poly(it.pts2, shade(mats[it.f.mat], it.n, light));
    for (const o of it.f.overlays ?? []) out += poly(o.pts.map((p) => project(cam, p)), shade(mats[o.mat], o.normal ?? it.n, light));
  }
  return out;
}

function studioBackground(): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#e9edf2"/><stop offset="0.56" stop-color="#f8f9fb"/><stop offset="0.62" stop-color="#f1f3f6"/><stop offset="1" stop-color="#dde2e8"/>` +
    `</linearGradient><radialGradient id="glow" cx="0.5" cy="0.62" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#bg)"/><rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#glow)"/>`
  );
}

function svgDoc(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" stroke-width="1.5" stroke-linejoin="round">${body}</svg>`;
}

const VIEW_ANGLES: Record<ExteriorView, { yaw: number; elev: number }> = {
  front3q: { yaw: 34, elev: 9 },
  side: { yaw: 90, elev: 3 },
  rear3q: { yaw: 148, elev: 9 },
  front: { yaw: 3, elev: 6 },
  rear: { yaw: 177, elev: 7 },
};

/** An exterior view of a vehicle of the given family painted in `colourHex` (#rrggbb). */
export function exteriorSvg(family: BodyFamily, colourHex: string, view: ExteriorView): string {
  const scene = buildScene(family);
  const ext = sceneExtent(scene);
  const a = VIEW_ANGLES[view];
  const cam = makeCamera(a.yaw, a.elev, ext.length * 3.4, ext.center);
  const frontish = view === "front" || view === "rear";
  const tall = family === "motorcycle";
  const body = render(scene, cam, materials(colourHex), { kind: "box", maxW: frontish ? 0.6 : 0.84, maxH: frontish || tall ? 0.7 : 0.6, cy: 0.52 });
  return svgDoc(studioBackground() + body);
}

/** One frame of a 360° turntable spin (frame 0 is the front three-quarter; frames go anticlockwise seen from above). */
export function spinFrameSvg(family: BodyFamily, colourHex: string, frame: number, frames: number): string {
  const scene = buildScene(family);
  const ext = sceneExtent(scene);
  const yaw = VIEW_ANGLES.front3q.yaw + (360 * frame) / frames;
  const dist = ext.length * 3.4;
  const cam = makeCamera(yaw, 10, dist, ext.center);
  // A fixed scale for every frame, taken from the side view, so the vehicle turns in place.
  const sideCam = makeCamera(90, 10, dist, ext.center);
  const L = ext.length;
  const [ax] = project(sideCam, v3(ext.center[0] + L / 2, 0, ext.center[2]));
  const [bx] = project(sideCam, v3(ext.center[0] - L / 2, 0, ext.center[2]));
  const scale = (0.74 * ART_WIDTH) / Math.abs(ax - bx);
  const [cx, cy] = project(cam, ext.center);
  const body = render(scene, cam, materials(colourHex), { kind: "fixed", fit: { scale, tx: ART_WIDTH / 2 - cx * scale, ty: ART_HEIGHT * 0.5 - cy * scale } });
  return svgDoc(studioBackground() + body);
}

/** Any vehicle image: exterior views render the 3D model; interior views the 2D cabin drawings. */
export function vehicleSvg(family: BodyFamily, colourHex: string, view: ArtView, trimHex = "#1d1e21"): string {
  if (view === "interior" || view === "seats") return interiorSvg(interiorKindFor(family), trimHex, view);
  return exteriorSvg(family, colourHex, view);
}

export function interiorKindFor(family: BodyFamily): InteriorKind {
  return family === "motorcycle" ? "motorcycle" : family === "caravan" ? "caravan" : "car";
}

// ---------------------------------------------------------------------------------------------
// Interiors (2D)

/** A cabin drawing: the dashboard from the driver's seat, or the seats through the open rear door. */
export function interiorSvg(kind: InteriorKind, trimHex: string, view: InteriorView = "interior"): string {
  if (kind === "motorcycle") return svgDoc(motorcycleCockpit());
  if (kind === "caravan") return svgDoc(caravanInterior(trimHex, view));
  // Australian cars are right-hand drive: mirror the dashboard so the wheel sits on the right.
  return svgDoc(view === "seats" ? carSeats(trimHex) : `<g transform="translate(${ART_WIDTH} 0) scale(-1 1)">${carDashboard(trimHex)}</g>`);
}

function carDashboard(trim: string): string {
  const dark = "#17181b";
  const trimShade = mixHex(trim, "#000000", 0.35);
  const trimLight = mixHex(trim, "#ffffff", 0.18);
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9d3ea"/><stop offset="0.7" stop-color="#e8f0f6"/><stop offset="1" stop-color="#d6dde3"/></linearGradient>` +
    `<linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2c31"/><stop offset="1" stop-color="#141518"/></linearGradient>` +
    `<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d3b5a"/><stop offset="1" stop-color="#0d1a29"/></linearGradient>` +
    `<radialGradient id="hub" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#3a3d43"/><stop offset="1" stop-color="#1a1b1e"/></radialGradient></defs>` +
    // Outside through the windscreen: sky, hills, road.
    `<rect width="1200" height="800" fill="url(#sky)"/>` +
    `<path d="M0 300 Q200 240 420 285 T820 270 T1200 290 V420 H0Z" fill="#a9bfa4"/>` +
    `<path d="M0 330 Q300 300 600 320 T1200 315 V420 H0Z" fill="#8fa889"/>` +
    `<path d="M520 420 L600 318 L640 318 L760 420Z" fill="#9aa0a6"/>` +
    // A-pillars and headliner.
    `<path d="M0 0 H1200 V70 Q600 20 0 70Z" fill="${trimShade}"/>` +
    `<path d="M0 60 L150 0 H0Z M0 60 L0 430 L90 420 L230 40Z" fill="${dark}"/>` +
    `<path d="M1200 60 L1050 0 H1200Z M1200 60 L1200 430 L1110 420 L970 40Z" fill="${dark}"/>` +
    `<rect x="540" y="40" width="120" height="46" rx="10" fill="#1e1f22"/>` +
    // Dashboard.
    `<path d="M0 420 Q600 330 1200 420 V800 H0Z" fill="url(#dash)"/>` +
    `<path d="M0 470 Q600 395 1200 470 V500 Q600 430 0 500Z" fill="${trim}"/>` +
    `<path d="M0 480 Q600 410 1200 480" stroke="${trimLight}" stroke-width="3" fill="none"/>` +
    // Air vents.
    `<rect x="40" y="520" width="150" height="46" rx="12" fill="#0d0e10"/><rect x="1010" y="520" width="150" height="46" rx="12" fill="#0d0e10"/>` +
    `<rect x="470" y="560" width="260" height="30" rx="10" fill="#0d0e10"/>` +
    [0, 1, 2, 3].map((i) => `<rect x="${50 + i * 36}" y="532" width="26" height="4" rx="2" fill="#3a3d42"/><rect x="${1020 + i * 36}" y="532" width="26" height="4" rx="2" fill="#3a3d42"/>`).join("") +
    // Centre touchscreen.
    `<rect x="476" y="385" width="248" height="150" rx="12" fill="#0a0b0d"/><rect x="484" y="393" width="232" height="134" rx="8" fill="url(#scr)"/>` +
    `<rect x="496" y="405" width="120" height="72" rx="6" fill="#2f6f9f"/><path d="M500 470 L540 440 L570 455 L612 420" stroke="#9fd3ff" stroke-width="4" fill="none"/>` +
    `<rect x="626" y="405" width="78" height="32" rx="5" fill="#24435f"/><rect x="626" y="445" width="78" height="32" rx="5" fill="#24435f"/>` +
    [0, 1, 2, 3, 4].map((i) => `<circle cx="${512 + i * 44}" cy="505" r="9" fill="#4d86b5"/>`).join("") +
    // Climate controls, console, gear selector.
    `<rect x="500" y="610" width="200" height="44" rx="10" fill="#202226"/><circle cx="530" cy="632" r="14" fill="#3b3e44"/><circle cx="670" cy="632" r="14" fill="#3b3e44"/>` +
    `<path d="M470 800 L510 670 H690 L730 800Z" fill="#1b1c20"/><path d="M520 800 L545 700 H655 L680 800Z" fill="${trim}"/>` +
    `<rect x="580" y="715" width="40" height="60" rx="14" fill="#2b2d31"/><rect x="588" y="700" width="24" height="28" rx="8" fill="#c3c8ce"/>` +
    // Instrument cluster and steering wheel.
    `<rect x="150" y="400" width="300" height="120" rx="16" fill="#0b0c0e"/><rect x="160" y="410" width="280" height="100" rx="12" fill="#101b27"/>` +
    `<path d="M205 480 A55 55 0 0 1 315 480" stroke="#3fa2ff" stroke-width="8" fill="none"/><path d="M205 480 A55 55 0 0 1 250 428" stroke="#9fd3ff" stroke-width="8" fill="none"/>` +
    `<rect x="340" y="440" width="80" height="10" rx="5" fill="#2e5f8a"/><rect x="340" y="460" width="60" height="10" rx="5" fill="#2e5f8a"/>` +
    `<circle cx="300" cy="640" r="200" fill="none" stroke="#121315" stroke-width="44"/><circle cx="300" cy="640" r="200" fill="none" stroke="#2b2d32" stroke-width="6" stroke-dasharray="60 20"/>` +
    `<path d="M110 650 Q300 600 490 650 L470 700 Q300 660 130 700Z" fill="#1a1b1e"/><path d="M260 700 H340 L360 800 H240Z" fill="#1a1b1e"/>` +
    `<circle cx="300" cy="650" r="78" fill="url(#hub)"/><rect x="270" y="640" width="60" height="16" rx="8" fill="#3c4047"/>` +
    `<circle cx="160" cy="665" r="10" fill="#3c4047"/><circle cx="440" cy="665" r="10" fill="#3c4047"/>` +
    // Seat bolsters at the bottom corners.
    `<path d="M900 800 Q920 690 1020 660 Q1140 640 1200 700 V800Z" fill="${trim}"/><path d="M930 800 Q950 720 1030 700 Q1120 690 1170 740 V800Z" fill="${trimShade}"/>`
  );
}

function carSeats(trim: string): string {
  // The front seats seen from the back seat: seat backs, headrests, console, dashboard beyond.
  const shade = mixHex(trim, "#000000", 0.32);
  const light = mixHex(trim, "#ffffff", 0.14);
  const stitch = mixHex(trim, "#ffffff", 0.4);
  const seatBack = (cx: number): string =>
    `<path d="M${cx - 200} 800 L${cx - 190} 430 Q${cx - 185} 330 ${cx - 120} 318 L${cx + 120} 318 Q${cx + 185} 330 ${cx + 190} 430 L${cx + 200} 800Z" fill="${shade}"/>` +
    `<path d="M${cx - 170} 800 L${cx - 160} 440 Q${cx - 155} 350 ${cx - 100} 342 L${cx + 100} 342 Q${cx + 155} 350 ${cx + 160} 440 L${cx + 170} 800Z" fill="${trim}"/>` +
    `<path d="M${cx - 95} 800 L${cx - 90} 380 Q${cx} 368 ${cx + 90} 380 L${cx + 95} 800Z" fill="${light}"/>` +
    [470, 560, 650].map((y) => `<path d="M${cx - 92} ${y} Q${cx} ${y - 10} ${cx + 92} ${y}" stroke="${stitch}" stroke-width="2.5" fill="none" stroke-dasharray="7 6"/>`).join("") +
    `<rect x="${cx - 30}" y="262" width="12" height="62" fill="#9aa0a7"/><rect x="${cx + 18}" y="262" width="12" height="62" fill="#9aa0a7"/>` +
    `<rect x="${cx - 110}" y="170" width="220" height="110" rx="42" fill="${trim}"/><rect x="${cx - 96}" y="182" width="192" height="40" rx="20" fill="${light}"/>` +
    `<rect x="${cx - 120}" y="690" width="240" height="70" rx="14" fill="${shade}"/><rect x="${cx - 100}" y="702" width="200" height="46" rx="10" fill="#141517"/>`;
  return (
    `<defs><linearGradient id="ws" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9dcec"/><stop offset="1" stop-color="#eef3f7"/></linearGradient>` +
    `<linearGradient id="dk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2e33"/><stop offset="1" stop-color="#17181b"/></linearGradient></defs>` +
    `<rect width="1200" height="800" fill="#1b1c1f"/>` +
    `<path d="M150 40 H1050 L1120 330 H80Z" fill="url(#ws)"/><path d="M150 40 L80 330 H0 V0 H200Z M1050 40 L1120 330 H1200 V0 H1000Z" fill="#222428"/>` +
    `<path d="M0 0 H1200 V46 Q600 20 0 46Z" fill="${shade}"/><rect x="560" y="40" width="80" height="34" rx="8" fill="#111214"/>` +
    `<path d="M0 330 Q600 280 1200 330 V520 H0Z" fill="url(#dk)"/><rect x="490" y="300" width="220" height="120" rx="12" fill="#0b0c0e"/><rect x="500" y="310" width="200" height="100" rx="8" fill="#1d3b5a"/>` +
    `<rect x="512" y="322" width="96" height="56" rx="5" fill="#2f6f9f"/><rect x="618" y="322" width="70" height="24" rx="4" fill="#24435f"/><rect x="618" y="354" width="70" height="24" rx="4" fill="#24435f"/>` +
    `<path d="M470 800 L500 480 H700 L730 800Z" fill="#202225"/><rect x="520" y="500" width="160" height="70" rx="12" fill="${shade}"/><rect x="575" y="600" width="50" height="90" rx="18" fill="#2e3035"/>` +
    `<circle cx="910" cy="400" r="95" fill="none" stroke="#141518" stroke-width="24"/>` +
    seatBack(290) +
    seatBack(910)
  );
}

function motorcycleCockpit(): string {
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c2d8ea"/><stop offset="1" stop-color="#eef3f6"/></linearGradient></defs>` +
    `<rect width="1200" height="800" fill="url(#sky)"/><path d="M0 430 Q400 360 800 400 T1200 380 V800 H0Z" fill="#9db299"/>` +
    `<path d="M470 800 L580 420 H620 L730 800Z" fill="#8f959b"/>` +
    `<path d="M120 520 Q600 430 1080 520" stroke="#1b1c1f" stroke-width="34" fill="none" stroke-linecap="round"/>` +
    `<rect x="60" y="500" width="130" height="56" rx="24" fill="#141517"/><rect x="1010" y="500" width="130" height="56" rx="24" fill="#141517"/>` +
    `<rect x="450" y="390" width="300" height="190" rx="24" fill="#0c0d0f"/><rect x="466" y="406" width="268" height="158" rx="14" fill="#0f1c2a"/>` +
    `<path d="M510 520 A90 90 0 0 1 690 520" stroke="#ff7a1a" stroke-width="12" fill="none"/><rect x="560" y="470" width="80" height="40" rx="6" fill="#1f3b57"/>` +
    `<path d="M380 800 Q420 620 600 600 Q780 620 820 800Z" fill="#1a1b1e"/><path d="M430 800 Q470 660 600 648 Q730 660 770 800Z" fill="#2a2c30"/>` +
    `<circle cx="250" cy="300" r="46" fill="#15161a"/><circle cx="950" cy="300" r="46" fill="#15161a"/><path d="M250 346 L300 500 M950 346 L900 500" stroke="#15161a" stroke-width="10"/>`
  );
}

function caravanInterior(trim: string, view: InteriorView): string {
  const wood = "#c9a57a";
  const woodDark = "#a9845a";
  const cushion = mixHex(trim, "#ffffff", 0.25);
  if (view === "seats")
    return (
      `<rect width="1200" height="800" fill="#eceae6"/><rect y="620" width="1200" height="180" fill="#b89c78"/>` +
      `<rect x="140" y="120" width="920" height="170" rx="16" fill="${wood}"/>${[0, 1, 2, 3].map((i) => `<rect x="${160 + i * 225}" y="140" width="205" height="130" rx="10" fill="#e6d3b8"/>`).join("")}` +
      `<rect x="300" y="330" width="600" height="150" rx="14" fill="#cfd7df"/><rect x="320" y="345" width="560" height="120" rx="10" fill="#e9f1f7"/>` +
      `<rect x="120" y="470" width="960" height="170" rx="30" fill="${cushion}"/><rect x="150" y="400" width="900" height="120" rx="40" fill="#f7f6f3"/>` +
      `<rect x="200" y="420" width="240" height="80" rx="36" fill="#ffffff"/><rect x="760" y="420" width="240" height="80" rx="36" fill="#ffffff"/>` +
      `<rect x="120" y="600" width="960" height="40" fill="${woodDark}"/>`
    );
  return (
    `<rect width="1200" height="800" fill="#efede9"/><rect y="640" width="1200" height="160" fill="#b89c78"/>` +
    `<rect x="60" y="100" width="520" height="170" rx="14" fill="${wood}"/><rect x="80" y="118" width="230" height="134" rx="8" fill="#e6d3b8"/><rect x="330" y="118" width="230" height="134" rx="8" fill="#e6d3b8"/>` +
    `<rect x="60" y="420" width="560" height="220" rx="10" fill="${wood}"/><rect x="60" y="405" width="560" height="28" rx="6" fill="#f4f4f2"/>` +
    `<rect x="120" y="385" width="140" height="22" rx="4" fill="#2a2c30"/><circle cx="160" cy="396" r="8" fill="#55595f"/><circle cx="220" cy="396" r="8" fill="#55595f"/><rect x="330" y="380" width="170" height="28" rx="6" fill="#c7ccd2"/>` +
    `<rect x="80" y="460" width="250" height="160" rx="8" fill="#e6d3b8"/><rect x="350" y="460" width="250" height="160" rx="8" fill="#e6d3b8"/>` +
    `<rect x="660" y="120" width="460" height="230" rx="14" fill="#cfd7df"/><rect x="676" y="136" width="428" height="198" rx="10" fill="#e4eef6"/>` +
    `<rect x="660" y="430" width="480" height="80" rx="24" fill="${cushion}"/><rect x="640" y="500" width="520" height="140" rx="20" fill="${trim}"/>` +
    `<rect x="790" y="520" width="230" height="16" rx="8" fill="${woodDark}"/><rect x="880" y="536" width="40" height="104" fill="${woodDark}"/>` +
    `<rect x="0" y="0" width="1200" height="60" fill="#f7f7f5"/>${[200, 600, 1000].map((x) => `<circle cx="${x}" cy="38" r="12" fill="#fff8d8"/>`).join("")}`
  );
}

// ---------------------------------------------------------------------------------------------
// Not found

/** The default image for a vehicle without photos: a neutral silhouette with 'Image coming soon'. */
export function notFoundSvg(): string {
  const scene = buildScene("suv");
  const ext = sceneExtent(scene);
  const cam = makeCamera(VIEW_ANGLES.front3q.yaw, VIEW_ANGLES.front3q.elev, ext.length * 2.6, ext.center);
  const greys = Object.fromEntries(
    Object.entries(materials("#c5cbd2")).map(([k, m]) => [k, { ...m, color: k === "well" ? "#b4bac1" : mixHex(m.color, "#c9ced5", 0.82), spec: 0, reflect: 0.1 }]),
  ) as Record<MatName, MatProps>;
  const body = render(scene, cam, greys, { kind: "box", maxW: 0.6, maxH: 0.46, cy: 0.44 });
  return svgDoc(
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="#eef1f4"/>` +
      body +
      `<text x="600" y="690" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="600" fill="#6b7480">Image coming soon</text>`,
  );
}
