/** The vehicles modelled in millimetres: car-like bodies and each body family (trucks, caravans, motorcycles). */

import { clamp, lerp, newellNormal, scl, v3, type V3 } from "./geometry.ts";
import { isMotorcycleBody, type BodyFamily, type MotorcycleBody } from "./kinds.ts";
import { Scene, addLoft, box, circlePts, decal, interp, quad, tube, wheel, type Face, type Keys, type MatName, type RimStyle } from "./scene.ts";

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
  /** Roof down: headrests and an open cockpit behind the windscreen. */
  openTop?: boolean;
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
  if (s.openTop) {
    // Cockpit floor seen from above, two seat backs with headrests and a hoop behind each.
    const xa = c.windscreenTo - 60;
    const xb = c.to + 120;
    const zt = Math.max(interp(s.top, xa), interp(s.top, xb)) + 6;
    box(scene, v3(xb, -s.w * 0.8, zt - 12), v3(xa, s.w * 0.8, zt), "seat");
    for (const side of [1, -1]) {
      const y0 = side * s.w * 0.12;
      const y1 = side * s.w * 0.6;
      const xs0 = xb + 150;
      const [ya, yb] = [Math.min(y0, y1), Math.max(y0, y1)];
      box(scene, v3(xs0, ya, zt - 10), v3(xs0 + 260, yb, zt + 150), "seat");
      box(scene, v3(xs0 + 20, ya + 90, zt + 150), v3(xs0 + 200, yb - 90, zt + 250), "seat");
    }
  }
  scene.shadowRects.push({ x0: s.rear, x1: s.front, y0: -s.w, y1: s.w });
}

// ---------------------------------------------------------------------------------------------
// Families

type CarBody = Exclude<BodyFamily, "truck" | "caravan" | MotorcycleBody>;

/**
 * A body stretched to another size class: x by sx (length, wheelbase, overhangs), heights by sz
 * plus `lift` (ride height), half width by sw, wheel radius by sr.
 */
function scaled(s: CarSpec, k: { sx: number; sz: number; sw: number; sr: number; lift?: number }): CarSpec {
  const lift = k.lift ?? 0;
  const X = (x: number): number => x * k.sx;
  const Z = (z: number): number => z * k.sz + lift;
  const keys = (ks: Keys): Keys => ks.map(([x, z]) => [X(x), Z(z)] as const);
  const pairs = (ps: readonly (readonly [number, number])[]): [number, number][] => ps.map(([a, b]) => [X(a), X(b)]);
  return {
    ...s,
    front: X(s.front),
    rear: X(s.rear),
    w: s.w * k.sw,
    wheels: s.wheels.map((wh) => ({ x: X(wh.x), r: wh.r * k.sr })),
    tyreWidth: s.tyreWidth * k.sw,
    bottom: keys(s.bottom),
    top: keys(s.top),
    shoulderDrop: s.shoulderDrop * k.sz,
    cladding: s.cladding * k.sz,
    cabin: {
      ...s.cabin,
      from: X(s.cabin.from),
      to: X(s.cabin.to),
      roof: keys(s.cabin.roof),
      windscreenTo: X(s.cabin.windscreenTo),
      rearGlassFrom: X(s.cabin.rearGlassFrom),
      glass: pairs(s.cabin.glass),
      blackPillars: pairs(s.cabin.blackPillars),
    },
    tray: s.tray ? [X(s.tray[0]), X(s.tray[1])] : undefined,
    doorLines: s.doorLines.map(([x, z0, z1]) => [X(x), Z(z0), Z(z1)]),
    handles: s.handles.map(([x, z]) => [X(x), Z(z)]),
    mirrorX: X(s.mirrorX),
    rake: (s.rake ?? 110) * k.sx,
    tailRake: (s.tailRake ?? 60) * k.sx,
  };
}

/** A large body-on-frame four-wheel drive (LandCruiser, Prado, Patrol): upright and square. */
const OFFROADER: CarSpec = {
  front: 2490,
  rear: -2490,
  w: 985,
  wheels: [
    { x: 1580, r: 400 },
    { x: -1270, r: 400 },
  ],
  tyreWidth: 265,
  rim: "six",
  rimRatio: 0.6,
  bottom: [
    [2490, 560],
    [2250, 380],
    [1950, 320],
    [-1900, 320],
    [-2200, 400],
    [-2490, 540],
  ],
  top: [
    [2490, 1010],
    [2420, 1110],
    [2150, 1190],
    [1320, 1240],
    [0, 1255],
    [-2300, 1265],
    [-2490, 1240],
  ],
  shoulderDrop: 150,
  cladding: 130,
  noseTaper: 0.92,
  tailTaper: 0.96,
  crown: 18,
  topWidth: 0.92,
  rake: 70,
  tailRake: 25,
  cabin: {
    from: 1320,
    to: -2430,
    roof: [
      [1320, 1240],
      [1030, 1560],
      [720, 1840],
      [350, 1915],
      [-2250, 1925],
      [-2390, 1880],
      [-2430, 1260],
    ],
    windscreenTo: 720,
    rearGlassFrom: -2340,
    glass: [
      [1200, 120],
      [20, -1060],
      [-1200, -2260],
    ],
    blackPillars: [
      [120, 20],
      [-1060, -1200],
    ],
    beltWidth: 0.88,
    roofWidth: 0.82,
  },
  doorLines: [
    [1210, 400, 1230],
    [70, 400, 1245],
    [-1130, 760, 1250],
  ],
  handles: [
    [-20, 1180],
    [-1170, 1190],
  ],
  mirrorX: 1220,
  front_: { grille: "tall", lampStyle: "square" },
  rearLamps: "vertical",
  roofRails: true,
  sideStep: true,
};

/** The original long-roof five-door body, now the wagon (it read as one when used for hatches). */
const LONG_ROOF: CarSpec = {
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

function carSpec(family: CarBody): CarSpec {
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
      // A five-door hatch (Golf, i30, Corolla): short rear overhang, the roof falls away over the
      // rear wheels to a steep tailgate, thick C-pillar.
      return {
        front: 2140,
        rear: -2140,
        w: 900,
        wheels: [
          { x: 1250, r: 335 },
          { x: -1390, r: 335 },
        ],
        tyreWidth: 225,
        rim: "twin5",
        bottom: [
          [2140, 340],
          [1900, 210],
          [1650, 180],
          [-1850, 180],
          [-2000, 260],
          [-2140, 420],
        ],
        top: [
          [2140, 690],
          [2040, 785],
          [1700, 875],
          [1130, 940],
          [0, 965],
          [-1500, 1010],
          [-1950, 1020],
          [-2140, 985],
        ],
        shoulderDrop: 110,
        cladding: 0,
        noseTaper: 0.84,
        tailTaper: 0.9,
        crown: 20,
        tailRake: 110,
        cabin: {
          from: 1130,
          to: -2060,
          roof: [
            [1130, 940],
            [740, 1215],
            [300, 1425],
            [-300, 1462],
            [-800, 1446],
            [-1200, 1398],
            [-1550, 1295],
            [-1850, 1145],
            [-2050, 1030],
          ],
          windscreenTo: 300,
          rearGlassFrom: -1260,
          glass: [
            [1030, -60],
            [-140, -1150],
          ],
          blackPillars: [[-60, -140]],
          beltWidth: 0.85,
          roofWidth: 0.72,
        },
        doorLines: [
          [1040, 260, 910],
          [-100, 260, 930],
          [-1180, 520, 960],
        ],
        handles: [
          [-210, 880],
          [-1080, 900],
        ],
        mirrorX: 1030,
        front_: { grille: "wide", lampStyle: "slim" },
        rearLamps: "corner",
      };
    case "citycar":
      // Light hatch (Swift, Picanto, Polo): shorter and relatively taller on smaller wheels.
      return scaled(carSpec("hatch"), { sx: 0.9, sz: 1.02, sw: 0.93, sr: 0.9 });
    case "wagon":
      // A raised long-roof wagon (Outback): the roof runs to the tail; cladding and rails.
      return scaled({ ...LONG_ROOF, cladding: 150, roofRails: true, rim: "six", rimRatio: 0.6 }, { sx: 1.11, sz: 1.04, sw: 1.03, sr: 1.06, lift: 60 });
    case "smallsuv":
      // Small crossover (ASX, CX-3, Kona): shorter, lower, no rails.
      return scaled({ ...carSpec("suv"), roofRails: false }, { sx: 0.945, sz: 0.95, sw: 0.97, sr: 0.95 });
    case "largesuv":
      // Seven-seat SUV (Kluger, Everest, Santa Fe): longer, taller, bigger wheels.
      return scaled(carSpec("suv"), { sx: 1.075, sz: 1.05, sw: 1.02, sr: 1.04 });
    case "offroader":
      return OFFROADER;
    case "minisuv": {
      // Jimny: a shrunken off-roader with its wheels pushed to the corners.
      const j = scaled(OFFROADER, { sx: 0.73, sz: 0.9, sw: 0.83, sr: 0.87 });
      return { ...j, wheels: [{ x: 1120, r: j.wheels[0].r }, { x: -1130, r: j.wheels[1].r }], doorLines: [[880, 360, 1110], [-330, 360, 1120]], handles: [[-250, 1060]] };
    }
    case "highvan": {
      // High-roof, long-wheelbase van (E-Transit).
      const v = scaled(carSpec("van"), { sx: 1.17, sz: 1, sw: 1.02, sr: 1.02 });
      // The raised roof starts above the windscreen header and runs to the tail.
      return { ...v, cabin: { ...v.cabin, roof: v.cabin.roof.map(([x, z]) => [x, z > 1900 && x < 400 ? z + 540 : z] as const) } };
    }
    case "roadster": {
      // Two-seat convertible (MX-5), roof down: windscreen frame, roll hoops, open cockpit.
      const r = scaled(carSpec("coupe"), { sx: 0.815, sz: 0.92, sw: 0.93, sr: 0.92 });
      const from = r.cabin.from;
      const belt = interp(r.top, from);
      return {
        ...r,
        openTop: true,
        cabin: {
          ...r.cabin,
          to: from - 1250,
          roof: [
            [from, belt],
            [from - 300, belt + 270],
            [from - 330, belt + 280],
            [from - 345, belt - 40],
            [from - 1250, belt - 40],
          ],
          windscreenTo: from - 330,
          rearGlassFrom: from - 2000,
          glass: [[from - 40, from - 320]],
          blackPillars: [],
        },
        doorLines: [r.doorLines[0], [from - 1000, 220, 860]],
        handles: [[from - 900, 820]],
      };
    }
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

/**
 * Motorcycles: the naked twin, and three styles made from it. A sports bike adds a full fairing
 * and clip-ons; an adventure bike stands taller on a 21-inch front wheel with a tall screen, a
 * beak and aluminium cases; a cruiser is long and low with wide bars and long chrome pipes.
 */
function buildMotorcycle(scene: Scene, style: MotorcycleBody): void {
  if (style === "motorcycle") return buildNakedBike(scene, { wheels: true, bars: true });
  const body = new Scene();
  buildNakedBike(body, { wheels: false, bars: style === "adventure" });
  const k = style === "adventure" ? { sx: 1.06, sz: 1.13, dz: 30 } : style === "cruiser" ? { sx: 1.2, sz: 0.8, dz: 45 } : { sx: 1, sz: 1, dz: 0 };
  const T = (p: V3): V3 => [p[0] * k.sx, p[1], p[2] * k.sz + k.dz];
  for (const f of body.faces) scene.add({ ...f, pts: f.pts.map(T), inside: f.inside ? T(f.inside) : undefined, overlays: f.overlays?.map((o) => ({ ...o, pts: o.pts.map(T) })) });
  scene.shadowRects = body.shadowRects.map((r) => ({ ...r, x0: r.x0 * k.sx, x1: r.x1 * k.sx }));
  const wheels =
    style === "adventure"
      ? { fw: { x: 763, r: 352, w: 110 }, rw: { x: -742, r: 330, w: 150 } }
      : style === "cruiser"
        ? { fw: { x: 864, r: 330, w: 130 }, rw: { x: -840, r: 325, w: 200 } }
        : { fw: { x: 720, r: 315, w: 120 }, rw: { x: -700, r: 320, w: 180 } };
  wheel(scene, { x: wheels.fw.x, y: 0, r: wheels.fw.r, width: wheels.fw.w, rim: "moto", rimRatio: 0.74 });
  wheel(scene, { x: wheels.rw.x, y: 0, r: wheels.rw.r, width: wheels.rw.w, rim: "moto", rimRatio: 0.72 });
  frontBrakes(scene, wheels.fw);
  if (style === "sportbike") {
    loftSimple(scene, [
      { x: 120, w: 175, zb: 330, zt: 900 },
      { x: 330, w: 200, zb: 360, zt: 1010 },
      { x: 520, w: 165, zb: 560, zt: 1030 },
      { x: 640, w: 80, zb: 760, zt: 930 },
    ], "paint", { front: "lamp" });
    loftSimple(scene, [
      { x: 400, w: 110, zb: 1020, zt: 1080 },
      { x: 540, w: 90, zb: 990, zt: 1030 },
    ], "glass");
    for (const side of [1, -1]) {
      tube(scene, v3(380, side * 110, 990), v3(360, side * 300, 975), 18, "gloss", 8);
      box(scene, v3(480, side > 0 ? 190 : -260, 960), v3(540, side > 0 ? 260 : -190, 1010), "gloss");
      // Fairing side panel in the trim colour and a vent.
      loftSimple(scene, [
        { x: 180, w: 20, zb: 480, zt: 720 },
        { x: 330, w: 24, zb: 460, zt: 800 },
      ], "trim", { yc: side * 190 });
    }
  } else if (style === "adventure") {
    loftSimple(scene, [
      { x: 430, w: 150, zb: 1330, zt: 1400 },
      { x: 530, w: 130, zb: 1120, zt: 1170 },
    ], "glass");
    loftSimple(scene, [
      { x: 620, w: 120, zb: 900, zt: 1000 },
      { x: 780, w: 90, zb: 830, zt: 880 },
      { x: 930, w: 40, zb: 790, zt: 815 },
    ], "paint");
    for (const side of [1, -1]) box(scene, v3(-1010, side > 0 ? 230 : -420, 640), v3(-470, side > 0 ? 420 : -230, 1040), "metal");
  } else {
    for (const side of [1, -1]) {
      tube(scene, v3(560, side * 90, 940), v3(420, side * 430, 1060), 16, "chrome", 8);
      tube(scene, v3(420, side * 430, 1060), v3(330, side * 450, 1050), 20, "gloss", 8);
    }
    tube(scene, v3(560, -90, 940), v3(560, 90, 940), 16, "chrome", 8);
    loftSimple(scene, [
      { x: 640, w: 110, zb: 780, zt: 900 },
      { x: 700, w: 120, zb: 770, zt: 910 },
    ], "chrome", { front: "lamp" });
    for (const dz of [0, 110]) tube(scene, v3(300, 190, 330 + dz), v3(-1150, 210, 380 + dz), 42, "chrome", 10);
    loftSimple(scene, [
      { x: -1180, w: 115, zb: 540, zt: 590 },
      { x: -1000, w: 125, zb: 650, zt: 710 },
      { x: -760, w: 125, zb: 690, zt: 730 },
    ], "paint", { rear: "tail" });
  }
}

/** Front brake discs and calipers on both sides of the front wheel. */
function frontBrakes(scene: Scene, fw: { x: number; r: number }): void {
  for (const side of [1, -1]) {
    scene.add({ pts: circlePts(fw.x, fw.r, side * 68, 150, 20), mat: "metal", normal: [0, side, 0] });
    box(scene, v3(fw.x - 150, side > 0 ? 60 : -95, fw.r + 20), v3(fw.x - 60, side > 0 ? 95 : -60, fw.r + 170), "caliper");
  }
}

function buildNakedBike(scene: Scene, opts: { wheels: boolean; bars: boolean }): void {
  // A naked / road-adventure twin: MT-07, CB500X, Z900 and friends.
  const fw = { x: 720, r: 315 };
  const rw = { x: -700, r: 320 };
  if (opts.wheels) {
    wheel(scene, { x: fw.x, y: 0, r: fw.r, width: 120, rim: "moto", rimRatio: 0.74 });
    wheel(scene, { x: rw.x, y: 0, r: rw.r, width: 165, rim: "moto", rimRatio: 0.72 });
    frontBrakes(scene, fw);
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
  if (opts.bars) tube(scene, v3(380, -360, 1070), v3(380, 360, 1070), 14, "trim", 6);
  for (const side of opts.bars ? [1, -1] : []) {
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

export function buildScene(family: BodyFamily): Scene {
  const scene = new Scene();
  if (family === "truck") buildTruck(scene);
  else if (family === "caravan") buildCaravan(scene);
  else if (isMotorcycleBody(family)) buildMotorcycle(scene, family);
  else buildCar(scene, carSpec(family));
  return scene;
}
