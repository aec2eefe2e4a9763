/**
 * Which artwork body pictures each catalogue model: its body type and size class, so an ASX is
 * a small SUV, a CX-5 a medium one, a Prado a large off-roader and a Golf a hatch. Cars are
 * listed by name (a new car model must be placed here: the test fails otherwise); motorcycles
 * go by their style (naked, sport, adventure, cruiser); trucks and caravans have one body each.
 */
import { CATALOG, type CatalogModel } from "../catalog.ts";
import type { BodyFamily } from "./kinds.ts";

/** Car models by artwork body, as "Make Model". */
const CAR_BODIES: Partial<Record<BodyFamily, readonly string[]>> = {
  citycar: ["Kia Picanto", "Suzuki Swift", "MG MG3", "Volkswagen Polo"],
  hatch: ["Toyota Corolla", "Mazda Mazda3", "Hyundai i30", "Kia Cerato", "Volkswagen Golf", "MG MG4", "Mercedes-Benz A-Class", "Honda Civic"],
  sedan: ["Toyota Camry", "Subaru WRX", "BMW 3 Series", "BMW i4", "Mercedes-Benz C-Class", "Tesla Model 3", "BYD Seal"],
  wagon: ["Subaru Outback"],
  smallsuv: [
    "Ford Puma",
    "Mazda CX-3",
    "Hyundai Kona",
    "Kia Seltos",
    "Mitsubishi ASX",
    "Nissan Qashqai",
    "Subaru Crosstrek",
    "MG ZS",
    "Suzuki Vitara",
    "Honda HR-V",
    "BYD Atto 3",
  ],
  suv: [
    "Toyota RAV4",
    "Ford Escape",
    "Mazda CX-5",
    "Hyundai Tucson",
    "Hyundai IONIQ 5",
    "Kia Sportage",
    "Kia EV6",
    "Nissan X-Trail",
    "Volkswagen Tiguan",
    "Subaru Forester",
    "MG HS",
    "BMW X3",
    "Mercedes-Benz GLC",
    "Tesla Model Y",
    "Honda CR-V",
  ],
  largesuv: [
    "Toyota Kluger",
    "Ford Everest",
    "Hyundai Santa Fe",
    "Kia Sorento",
    "Mitsubishi Outlander",
    "Mitsubishi Pajero Sport",
    "Isuzu MU-X",
    "BMW X5",
  ],
  offroader: ["Toyota LandCruiser 300", "Toyota LandCruiser Prado", "Nissan Patrol"],
  minisuv: ["Suzuki Jimny"],
  ute: [
    "Toyota HiLux",
    "Ford Ranger",
    "Mazda BT-50",
    "Mitsubishi Triton",
    "Nissan Navara",
    "Volkswagen Amarok",
    "Isuzu D-MAX",
    "BYD Shark 6",
    "GWM Cannon",
  ],
  van: ["Toyota HiAce", "Ford Transit Custom"],
  highvan: ["Ford E-Transit"],
  mpv: ["Hyundai Staria", "Kia Carnival"],
  coupe: ["Ford Mustang"],
  roadster: ["Mazda MX-5"],
};

const BY_NAME = new Map<string, BodyFamily>();
for (const [body, names] of Object.entries(CAR_BODIES) as [BodyFamily, readonly string[]][])
  for (const name of names) {
    if (BY_NAME.has(name)) throw new Error(`${name} has two artwork bodies`);
    BY_NAME.set(name, body);
  }


const MOTORCYCLE_BY_STYLE: Record<string, BodyFamily> = { Naked: "motorcycle", Sport: "sportbike", Adventure: "adventure", Cruiser: "cruiser" };

/** The artwork body for a catalogue model, or null for a car model nobody has placed yet. */
export function artBodyOrNull(m: Pick<CatalogModel, "itemType" | "make" | "model" | "body">): BodyFamily | null {
  if (m.itemType === "truck") return "truck";
  if (m.itemType === "caravan") return "caravan";
  if (m.itemType === "motorcycle") return MOTORCYCLE_BY_STYLE[m.body] ?? "motorcycle";
  return BY_NAME.get(`${m.make} ${m.model}`) ?? null;
}

/** The artwork body for a catalogue model (unplaced car models fall back to their family). */
export function artBodyFor(m: Pick<CatalogModel, "itemType" | "make" | "model" | "body" | "family">): BodyFamily {
  return artBodyOrNull(m) ?? m.family;
}

/** The artwork body of a catalogue model named by make and model (offers and model tiles picture their own model). */
export function catalogBody(make: string, model: string): BodyFamily {
  const m = CATALOG.find((x) => x.make === make && x.model === model);
  if (!m) throw new Error(`${make} ${model} is not in the demo catalogue`);
  return artBodyFor(m);
}
