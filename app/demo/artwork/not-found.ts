/** The not-found image (kept in production as media/not-found-svg.ts; a test checks they agree). */

import { buildScene } from "./bodies.ts";
import { mixHex } from "./colour.ts";
import { VIEW_ANGLES, makeCamera, render, sceneExtent, svgDoc } from "./exterior.ts";
import { ART_HEIGHT, ART_WIDTH } from "./kinds.ts";
import { materials, type MatName, type MatProps } from "./scene.ts";

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
