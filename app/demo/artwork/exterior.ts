/** Camera and rendering: exterior views and spin frames as SVG. */

import { buildScene } from "./bodies.ts";
import { add, centroid, cross, dot, len, newellNormal, norm, scl, sub, v3, type V3 } from "./geometry.ts";
import { ART_HEIGHT, ART_WIDTH, type BodyFamily, type ExteriorView } from "./kinds.ts";
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
