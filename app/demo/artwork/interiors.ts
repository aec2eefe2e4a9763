/** Interiors: flat 2D cabin drawings. */

import { mixHex } from "./colour.ts";
import { exteriorSvg, svgDoc } from "./exterior.ts";
import { ART_WIDTH, interiorKindFor, type ArtView, type BodyFamily, type InteriorKind, type InteriorView } from "./kinds.ts";

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

/** Any vehicle image: exterior views render the 3D model; interior views the 2D cabin drawings. */
export function vehicleSvg(family: BodyFamily, colourHex: string, view: ArtView, trimHex = "#1d1e21"): string {
  if (view === "interior" || view === "seats") return interiorSvg(interiorKindFor(family), trimHex, view);
  return exteriorSvg(family, colourHex, view);
}
