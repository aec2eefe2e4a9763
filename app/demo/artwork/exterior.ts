/** Camera and rendering: exterior views and spin frames as SVG. */

import { buildScene } from "./bodies.ts";
import { add, centroid, cross, dot, len, newellNormal, norm, scl, sub, v3, type V3 } from "./geometry.ts";
import { mixHex } from "./colour.ts";
import { ART_HEIGHT, ART_WIDTH, isMotorcycleBody, type BodyFamily, type ExteriorView } from "./kinds.ts";
import type { Scene} from "./scene.ts";
import { materials, shade, type Face, type Light, type MatName, type MatProps } from "./scene.ts";

interface Camera {
  pos: V3;
  right: V3;
  up: V3;
  fwd: V3;
}

export function makeCamera(yawDeg: number, elevDeg: number, dist: number, target: V3): Camera {
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

export function sceneExtent(scene: Scene): Extent {
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

export function render(scene: Scene, cam: Camera, mats: Record<MatName, MatProps>, fitMode: { kind: "box"; maxW: number; maxH: number; cy: number } | { kind: "fixed"; fit: Fit }): string {
  const light: Light = {
    dir: norm(add(add(scl(cam.fwd, -0.8), scl([0, 0, 1], 0.75)), scl(cam.right, -0.3))),
    toCam: scl(cam.fwd, -1),
  };
  type Item = { f: Face; n: V3; depth: number; pts2: [number, number][] };
  const collect = (faces: readonly Face[]): Item[] => {
    const out: Item[] = [];
    // Decals on one plane sort together (by the plane's nearest decal point), then by layer.
    const planeKey = (f: Face, n: V3): string => `${n.map((x) => x.toFixed(2)).join(",")}|${Math.round(dot(n, f.pts[0]) / 4)}`;
    const planeDepth = new Map<string, number>();
    for (const f of faces) {
      if (!f.decal || !f.normal) continue;
      const key = planeKey(f, f.normal);
      const near = Math.min(...f.pts.map((p) => len(sub(p, cam.pos))));
      planeDepth.set(key, Math.min(planeDepth.get(key) ?? Infinity, near));
    }
    for (const f of faces) {
      let n = f.normal ?? newellNormal(f.pts);
      const c = centroid(f.pts);
      if (!f.normal && f.inside && dot(n, sub(c, f.inside)) < 0) n = scl(n, -1);
      const facing = dot(n, sub(cam.pos, c));
      if (!f.twoSided && facing <= 0) continue;
      if (f.twoSided && facing < 0) n = scl(n, -1);
      let depth = len(sub(c, cam.pos));
      if (f.decal) depth = (planeDepth.get(planeKey(f, n)) ?? depth) - 2 - (f.layer ?? 0) * 0.01;
      out.push({ f, n, depth, pts2: f.pts.map((p) => project(cam, p)) });
    }
    return out.sort((a, b) => b.depth - a.depth);
  };
  const items = collect(scene.faces);
  // The polished floor mirrors the vehicle: the same faces reflected in z = 0 (shaded as the
  // originals are), drawn faintly and faded out with distance from the floor.
  const flip = (p: V3): V3 => [p[0], p[1], -p[2]];
  // Only the lower part is reflected (the fade hides the rest), which keeps the cost down.
  const reflectBelow = sceneExtent(scene).height * 0.45;
  const mirrored = collect(
    scene.faces.filter((f) => centroid(f.pts)[2] < reflectBelow).map((f) => ({
      ...f,
      pts: f.pts.map(flip).reverse(),
      normal: f.normal ? flip(f.normal) : undefined,
      inside: f.inside ? flip(f.inside) : undefined,
      overlays: f.overlays?.map((o) => ({ ...o, pts: o.pts.map(flip).reverse(), normal: o.normal ? flip(o.normal) : undefined })),
    })),
  );

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
  // Reflection, under a mask that fades it out below the wheels.
  let gy0 = Infinity;
  let gy1 = -Infinity;
  for (const r of scene.shadowRects)
    for (const [x, y] of [
      [r.x0, r.y0],
      [r.x0, r.y1],
      [r.x1, r.y0],
      [r.x1, r.y1],
    ]) {
      const gy = project(cam, v3(x, y, 0))[1] * fit.scale + fit.ty;
      gy0 = Math.min(gy0, gy);
      gy1 = Math.max(gy1, gy);
    }
  const fadeTo = gy1 + (gy1 - gy0) * 0.1 + ART_HEIGHT * 0.05;
  // The reflection, faint, then the floor painted back over it with a rising opacity, so it
  // fades out from just under the wheels (cheaper to rasterise than a mask).
  out += `<g opacity="0.22">`;
  for (const it of mirrored) {
    out += poly(it.pts2, shade(mats[it.f.mat], flip(it.n), light));
    for (const o of it.f.overlays ?? []) out += poly(o.pts.map((p) => project(cam, p)), shade(mats[o.mat], flip(o.normal ?? it.n), light));
  }
  const y0 = Math.max(0, gy0);
  const stops = [0, 0.25, 0.5, 0.75, 1].map((k) => {
    const y = y0 + (ART_HEIGHT - y0) * k;
    const a = Math.min(1, Math.max(0, (y - y0) / Math.max(1, fadeTo - y0)));
    return `<stop offset="${k}" stop-color="${backdropAt(y / ART_HEIGHT)}" stop-opacity="${fmt(Math.sqrt(a))}"/>`;
  });
  out += `</g><defs><linearGradient id="fadeG" x1="0" y1="0" x2="0" y2="1">${stops.join("")}</linearGradient></defs><rect y="${fmt(y0)}" width="${ART_WIDTH}" height="${fmt(ART_HEIGHT - y0)}" fill="url(#fadeG)"/>${POOL}`;
  for (const r of scene.shadowRects) out += pad((r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2, (r.x1 - r.x0) / 2 + 380, (r.y1 - r.y0) / 2 + 300, "pad");
  for (const c of scene.contacts) out += pad(c.x, c.y, c.r * 2.2, c.r * 0.9, "tyre");
  for (const it of items) {
    out += poly(it.pts2, shade(mats[it.f.mat], it.n, light));
    for (const o of it.f.overlays ?? []) out += poly(o.pts.map((p) => project(cam, p)), shade(mats[o.mat], o.normal ?? it.n, light));
  }
  return out;
}

/** The studio wall and floor: one vertical gradient (stops at fractions of the height). */
const BACKDROP: readonly (readonly [number, string])[] = [
  [0, "#d3d9e0"],
  [0.4, "#e8ecf0"],
  [0.55, "#f5f7f9"],
  [0.6, "#eef1f4"],
  [1, "#dbe0e6"],
];

/** The backdrop's colour at a height (fraction of the canvas), for fading things into the floor. */
function backdropAt(t: number): string {
  let i = 0;
  while (i < BACKDROP.length - 2 && t > BACKDROP[i + 1][0]) i++;
  const [t0, c0] = BACKDROP[i];
  const [t1, c1] = BACKDROP[i + 1];
  return mixHex(c0, c1, Math.min(1, Math.max(0, (t - t0) / (t1 - t0))));
}

/**
 * A showroom cyclorama: a cool grey wall curving into a pale polished floor, with a soft pool of
 * light on the floor where the vehicle stands (an ellipse, so only its area is shaded).
 */
function studioBackground(): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">${BACKDROP.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("")}</linearGradient>` +
    `<radialGradient id="pool"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0.5"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#bg)"/>`
  );
}

/** The pool of light, drawn over the floor reflection. */
const POOL = `<ellipse cx="${ART_WIDTH / 2}" cy="${ART_HEIGHT * 0.74}" rx="${ART_WIDTH * 0.52}" ry="${ART_HEIGHT * 0.2}" fill="url(#pool)"/>`;

export function svgDoc(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" stroke-width="1.5" stroke-linejoin="round">${body}</svg>`;
}

export const VIEW_ANGLES: Record<ExteriorView, { yaw: number; elev: number }> = {
  front3q: { yaw: 34, elev: 9 },
  side: { yaw: 90, elev: 3 },
  rear3q: { yaw: 148, elev: 9 },
  front: { yaw: 3, elev: 6 },
  rear: { yaw: 177, elev: 7 },
};

/** An exterior view of a vehicle of the given family painted in `colourHex` (#rrggbb), in the studio. */
export function exteriorSvg(family: BodyFamily, colourHex: string, view: ExteriorView): string {
  return svgDoc(studioBackground() + exteriorBody(family, colourHex, view));
}

function exteriorBody(family: BodyFamily, colourHex: string, view: ExteriorView): string {
  const scene = buildScene(family);
  const ext = sceneExtent(scene);
  const a = VIEW_ANGLES[view];
  const cam = makeCamera(a.yaw, a.elev, ext.length * 3.4, ext.center);
  const frontish = view === "front" || view === "rear";
  const tall = isMotorcycleBody(family);
  return render(scene, cam, materials(colourHex), { kind: "box", maxW: frontish ? 0.6 : 0.84, maxH: frontish || tall ? 0.7 : 0.6, cy: 0.52 });
}

/** One frame of a 360° turntable spin (frame 0 is the front three-quarter; frames go anticlockwise seen from above). */
export function spinFrameSvg(family: BodyFamily, colourHex: string, frame: number, frames: number): string {
  return svgDoc(studioBackground() + spinFrameBody(family, colourHex, frame, frames));
}

function spinFrameBody(family: BodyFamily, colourHex: string, frame: number, frames: number): string {
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
  return render(scene, cam, materials(colourHex), { kind: "fixed", fit: { scale, tx: ART_WIDTH / 2 - cx * scale, ty: ART_HEIGHT * 0.5 - cy * scale } });
}
