/** The flat-shaded 3D renderer's scene: materials and lighting, faces, lofts, boxes, tubes, wheels and smooth profiles. */

import { hexToRgb, luminance, mixRgb, rgbToHex, type RGB } from "./colour.ts";
import { add, clamp, cross, dot, len, newellNormal, norm, scl, sub, v3, type V3 } from "./geometry.ts";

export type MatName =
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

export interface MatProps {
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

export function materials(paint: string): Record<MatName, MatProps> {
  const p = hexToRgb(paint);
  const lum = luminance(p);
  return {
    paint: { color: paint, ambient: 0.5, diffuse: 0.55, reflect: lum < 0.2 ? 0.42 : 0.26, spec: 0.38, shininess: 28 },
    roof: { color: "#15171a", ambient: 0.55, diffuse: 0.5, reflect: 0.4, spec: 0.3, shininess: 30 },
    trim: { color: "#222428", ambient: 0.7, diffuse: 0.35, reflect: 0.12, spec: 0.05, shininess: 8 },
    gloss: { color: "#111316", ambient: 0.6, diffuse: 0.4, reflect: 0.42, spec: 0.3, shininess: 30 },
    glass: { color: "#141b24", ambient: 0.8, diffuse: 0.25, reflect: 0.34, spec: 0.5, shininess: 60 },
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
    white: { color: "#f3f4f5", ambient: 0.6, diffuse: 0.45, reflect: 0.08, spec: 0.25, shininess: 20 },
    tub: { color: "#26282c", ambient: 0.75, diffuse: 0.3, reflect: 0.18, spec: 0.05, shininess: 8 },
    grille: { color: "#131416", ambient: 0.8, diffuse: 0.25, reflect: 0.1, spec: 0.1, shininess: 10 },
    metal: { color: "#8b9198", ambient: 0.6, diffuse: 0.45, reflect: 0.15, spec: 0.3, shininess: 14 },
    seat: { color: "#1b1c1f", ambient: 0.7, diffuse: 0.4, reflect: 0.15, spec: 0.1, shininess: 10 },
    void: { color: "#dfe3e8", ambient: 1, diffuse: 0, reflect: 0, spec: 0, shininess: 1, flat: true },
    caliper: { color: "#c8202a", ambient: 0.7, diffuse: 0.35, reflect: 0.1, spec: 0.3, shininess: 16 },
  };
}

const SKY: RGB = [240, 244, 249];
const WALL: RGB = [196, 203, 212];
const HORIZON: RGB = [84, 91, 101];
const FLOOR: RGB = [168, 173, 180];

/** The studio as a reflection: softbox overhead, light wall, a dark horizon band, the floor. */
function studioEnv(up: number): RGB {
  if (up > 0.42) return SKY;
  if (up > 0.2) return mixRgb(WALL, SKY, (up - 0.2) / 0.22);
  if (up > 0.1) return mixRgb(HORIZON, WALL, (up - 0.1) / 0.1);
  if (up > -0.06) return HORIZON;
  return mixRgb(HORIZON, FLOOR, clamp((-up - 0.06) / 0.25, 0, 1));
}

export interface Light {
  dir: V3;
  toCam: V3;
}

export function shade(m: MatProps, n: V3, light: Light): string {
  if (m.flat) return m.color;
  const base = hexToRgb(m.color);
  const diff = Math.max(0, dot(n, light.dir));
  const k = m.ambient + m.diffuse * diff;
  let c: RGB = [base[0] * k, base[1] * k, base[2] * k];
  // Studio reflections: what a face mirrors depends on where it points. Upward faces catch the
  // overhead softbox, near-vertical ones the dark horizon of the studio wall (the classic
  // reflection line along a car's flank), downward ones the pale floor. Glancing faces
  // reflect more (Fresnel).
  const up = n[2];
  const glance = 1 - Math.abs(dot(n, light.toCam));
  const fresnel = 0.55 + 0.45 * glance * glance;
  c = mixRgb(c, studioEnv(up), clamp(m.reflect * fresnel * 1.25, 0, 0.85));
  if (up < 0) c = mixRgb(c, [18, 20, 24], 0.2 * -up * (1 - m.ambient * 0.5));
  const h = norm(add(light.dir, light.toCam));
  const s = Math.pow(Math.max(0, dot(n, h)), m.shininess) * m.spec;
  c = mixRgb(c, [255, 255, 255], clamp(s, 0, 0.85));
  return rgbToHex(c);
}

// ---------------------------------------------------------------------------------------------
// Scene

export interface Face {
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

export class Scene {
  faces: Face[] = [];
  shadowRects: { x0: number; x1: number; y0: number; y1: number }[] = [];
  contacts: { x: number; y: number; r: number }[] = [];
  add(f: Face): Face {
    this.faces.push(f);
    return f;
  }
}

export function quad(a: V3, b: V3, c: V3, d: V3, mat: MatName, inside: V3): Face {
  return { pts: [a, b, c, d], mat, inside };
}

/**
 * Adds a loft's quads band by band, merging runs of coplanar quads of one material into a single
 * polygon (far fewer, longer polygons: smaller SVGs, faster rasterising, no seams).
 */
export function addLoft(scene: Scene, rings: V3[][], insideOf: (i: number) => V3, matOf: (band: number, i: number) => MatName, skip: (i: number) => boolean = () => false): void {
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
export function decal(pts: V3[], mat: MatName, normal: V3): Face {
  return { pts, mat, normal, decal: true };
}

/** A closed box; mats per face: [+x, -x, +y, -y, +z, -z]. */
export function box(scene: Scene, min: V3, max: V3, mat: MatName | MatName[]): Face[] {
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
export function tube(scene: Scene, a: V3, b: V3, r: number, mat: MatName, sides = 10, capMat?: MatName): void {
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

export function circlePts(cx: number, cz: number, y: number, r: number, n: number, a0 = 0, a1 = Math.PI * 2): V3[] {
  const out: V3[] = [];
  const full = Math.abs(a1 - a0 - Math.PI * 2) < 1e-9;
  const steps = full ? n : n + 1;
  for (let i = 0; i < steps; i++) {
    const t = a0 + ((a1 - a0) * i) / n;
    out.push(v3(cx + Math.cos(t) * r, y, cz + Math.sin(t) * r));
  }
  return out;
}

export type RimStyle = "twin5" | "six" | "steel" | "moto" | "aero";

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

export function wheel(scene: Scene, s: WheelSpec): void {
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

export type Keys = readonly (readonly [number, number])[];

export function interp(keys: Keys, x: number): number {
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
