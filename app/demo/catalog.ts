/**
 * A realistic Australian-market catalogue for the demo stock generator: makes, models, badges,
 * series codes, bodies, drivetrains, approximate current new prices (AUD, before on-road costs),
 * dimensions and paint names. Figures are typical of the market, not quotes.
 */
import type { BodyFamily } from "./artwork/kinds.ts";
import { BODY_TYPES, type BodyType } from "../stock/attributes.ts";

export type ItemType = "car" | "motorcycle" | "truck" | "caravan";
export type SimpleFuel = "Petrol" | "Diesel" | "Hybrid" | "PHEV" | "Electric";
export type SimpleDrive = "FWD" | "RWD" | "AWD" | "4WD" | "2WD";
export type SimpleTransmission = "Automatic" | "Manual";

/** Car simple bodies: the search facet's body types (spec 000 §5); SimpleBody adds the two item-type bodies. */
export const CAR_SIMPLE_BODIES = BODY_TYPES;
export type CarSimpleBody = BodyType;
export type SimpleBody = CarSimpleBody | "motorcycle" | "caravan";

export interface Powertrain {
  fuel: SimpleFuel;
  /** Descriptive fuel, e.g. 'Diesel', 'Premium Unleaded Petrol', 'Hybrid (Petrol/Electric)'. */
  fuelText: string;
  engineLitres: number | null;
  cylinders: number | null;
  induction: string | null;
  transmission: SimpleTransmission;
  /** e.g. '10 Speed Automatic', 'CVT Automatic', '6 Speed Manual'. */
  transText: string;
  gears: number;
  gearType: string;
  drive: SimpleDrive | null;
  driveText: string;
  /** Combined fuel consumption, L/100km (null for electric). */
  l100km: number | null;
  torqueNm: number;
  powerKw: number;
}

export interface Badge {
  name: string;
  /** Current list price, AUD. */
  price: number;
  pt: Powertrain;
  /** Extra equipment this grade adds. */
  adds?: string[];
}

export interface CaravanSpec {
  lengthM: number;
  widthM: number;
  tareKg: number;
  atmKg: number;
  axle: "Single" | "Tandem";
  sleeps: number;
}

export interface CatalogModel {
  itemType: ItemType;
  make: string;
  model: string;
  /** [first model year, series code] pairs; the last entry whose year is <= the vehicle's year applies. */
  series: readonly (readonly [number, string])[];
  /** Last model year sold, when no longer current. */
  until?: number;
  simpleBody: SimpleBody;
  body: string;
  bodyConfig: string;
  family: BodyFamily;
  doors: number | null;
  seats: number;
  badges: Badge[];
  /** Relative sales volume. */
  popularity: number;
  /** Value retention relative to the market (1 = average). */
  retention: number;
  dims: { length: number; width: number; height: number };
  gvmKg: number | null;
  fuelTankL: number | null;
  towingKg: number | null;
  ancap: number | null;
  wmi: string;
  caravan?: CaravanSpec;
  warrantyYears: number;
}

// ---------------------------------------------------------------------------------------------
// Powertrain shorthand

const DRIVE_TEXT: Record<SimpleDrive, string> = {
  FWD: "Front Wheel Drive",
  RWD: "Rear Wheel Drive",
  AWD: "All Wheel Drive",
  "4WD": "Four Wheel Drive",
  "2WD": "Rear Wheel Drive",
};

const FUEL_TEXT: Record<SimpleFuel, string> = {
  Petrol: "Unleaded Petrol",
  Diesel: "Diesel",
  Hybrid: "Hybrid (Petrol/Electric)",
  PHEV: "Plug-in Hybrid (Petrol/Electric)",
  Electric: "Electric",
};

/**
 * pt(fuel, litres, cylinders, induction, trans, drive, l/100km, torque, power)
 * trans: 'CVT', 'e-CVT', 'DCT7', 'A8', 'M6', 'AMT6', 'R1' (single-speed reduction gear).
 */
function pt(
  fuel: SimpleFuel,
  litres: number | null,
  cylinders: number | null,
  induction: string | null,
  trans: string,
  drive: SimpleDrive | null,
  l100km: number | null,
  torqueNm: number,
  powerKw: number,
  fuelText?: string,
): Powertrain {
  let transmission: SimpleTransmission = "Automatic";
  let transText: string;
  let gears: number;
  let gearType: string;
  if (trans === "CVT" || trans === "e-CVT") {
    transText = trans === "CVT" ? "CVT Automatic" : "e-CVT Automatic";
    gears = 1;
    gearType = "CVT";
  } else if (trans === "R1") {
    transText = "1 Speed Automatic";
    gears = 1;
    gearType = "Reduction Gear";
  } else {
    const m = /^(DCT|AMT|A|M)(\d+)$/.exec(trans);
    if (!m) throw new Error(`bad transmission code ${trans}`);
    gears = Number(m[2]);
    if (m[1] === "M") {
      transmission = "Manual";
      transText = `${gears} Speed Manual`;
      gearType = "Manual";
    } else if (m[1] === "DCT") {
      transText = `${gears} Speed Dual Clutch`;
      gearType = "Dual Clutch";
    } else if (m[1] === "AMT") {
      transText = `${gears} Speed Automated Manual`;
      gearType = "Automated Manual";
    } else {
      transText = `${gears} Speed Automatic`;
      gearType = "Sports Automatic";
    }
  }
  return {
    fuel,
    fuelText: fuelText ?? FUEL_TEXT[fuel],
    engineLitres: fuel === "Electric" ? null : litres,
    cylinders: fuel === "Electric" ? null : cylinders,
    induction: fuel === "Electric" ? null : induction,
    transmission,
    transText,
    gears,
    gearType,
    drive,
    driveText: drive ? DRIVE_TEXT[drive] : "Chain",
    l100km: fuel === "Electric" ? null : l100km,
    torqueNm,
    powerKw,
  };
}

/** Motorcycle powertrain: petrol, manual, chain/belt/shaft final drive. */
function bike(litres: number, cylinders: number, l100km: number, torqueNm: number, powerKw: number, finalDrive = "Chain", gears = 6): Powertrain {
  return { ...pt("Petrol", litres, cylinders, "Aspirated", `M${gears}`, null, l100km, torqueNm, powerKw, "Premium Unleaded Petrol"), driveText: `${finalDrive} Drive` };
}

const TOW = (kg: number): number => kg;

interface ModelInit extends Omit<CatalogModel, "badges" | "retention" | "warrantyYears" | "itemType"> {
  badges: [string, number, Powertrain, string[]?][];
  retention?: number;
  warrantyYears?: number;
  itemType?: ItemType;
}

function model(m: ModelInit): CatalogModel {
  return {
    ...m,
    itemType: m.itemType ?? "car",
    retention: m.retention ?? 1,
    warrantyYears: m.warrantyYears ?? 5,
    badges: m.badges.map(([name, price, p, adds]) => ({ name, price, pt: p, adds })),
  };
}

/** Body styles shared by several models (simple body, body, configuration, artwork family, doors, seats). */
const BODY = {
  suv5Seat: { simpleBody: "suv", body: "4D Wagon", bodyConfig: "Wagon", family: "suv", doors: 4, seats: 5 },
  hatch: { simpleBody: "hatch", body: "5D Hatchback", bodyConfig: "Hatchback", family: "hatch", doors: 5, seats: 5 },
  dualCabUte: { simpleBody: "ute", body: "Dual Cab Utility", bodyConfig: "Dual Cab Pick-up", family: "ute", doors: 4, seats: 5 },
  sedan: { simpleBody: "sedan", body: "4D Sedan", bodyConfig: "Sedan", family: "sedan", doors: 4, seats: 5 },
  suv7Seat: { simpleBody: "suv", body: "4D Wagon", bodyConfig: "Wagon", family: "suv", doors: 4, seats: 7 },
  offroader7Seat: { simpleBody: "4x4", body: "4D Wagon", bodyConfig: "Wagon", family: "suv", doors: 4, seats: 7 },
  van: { simpleBody: "van", body: "Van", bodyConfig: "Van", family: "van", doors: 4, seats: 3 },
  doubleCabUte: { simpleBody: "ute", body: "Double Cab Pick Up", bodyConfig: "Dual Cab Pick-up", family: "ute", doors: 4, seats: 5 },
  peopleMover: { simpleBody: "peopleMover", body: "4D Wagon", bodyConfig: "People Mover", family: "mpv", doors: 4, seats: 8 },
} satisfies Record<string, Pick<CatalogModel, "simpleBody" | "body" | "bodyConfig" | "family" | "doors" | "seats">>;

// Common powertrains.
const HILUX_D = pt("Diesel", 2.8, 4, "Turbo", "A6", "4WD", 8.4, 500, 150);
const RANGER_BIT = pt("Diesel", 2.0, 4, "Twin Turbo", "A10", "4WD", 7.6, 500, 154);
const RANGER_V6 = pt("Diesel", 3.0, 6, "Turbo", "A10", "4WD", 8.4, 600, 184);

export const CATALOG: readonly CatalogModel[] = [
  // ------------------------------------------------------------------ Toyota
  model({
    make: "Toyota",
    model: "HiLux",
    series: [[2016, "GUN126R"]],
    ...BODY.dualCabUte,
    popularity: 10,
    retention: 1.18,
    dims: { length: 5325, width: 1900, height: 1815 },
    gvmKg: 3050,
    fuelTankL: 80,
    towingKg: TOW(3500),
    ancap: 5,
    wmi: "MR0",
    badges: [
      ["Workmate", 36990, pt("Petrol", 2.7, 4, "Aspirated", "A6", "2WD", 11.2, 245, 122)],
      ["SR", 52990, HILUX_D, ["Tub Liner", "Tow Bar"]],
      ["SR5", 63990, HILUX_D, ["Side Steps", "Rear Differential Lock", "Dual Zone Climate Control"]],
      ["Rogue", 74990, HILUX_D, ["Leather Seats", "Roller Shutter", "Heated Front Seats"]],
      ["GR Sport", 80990, pt("Diesel", 2.8, 4, "Turbo", "A6", "4WD", 8.5, 550, 165), ["Sports Suspension", "Leather Seats"]],
    ],
  }),
  model({
    make: "Toyota",
    model: "RAV4",
    series: [
      [2019, "AXAH54R"],
    ],
    ...BODY.suv5Seat,
    popularity: 10,
    retention: 1.12,
    dims: { length: 4600, width: 1855, height: 1685 },
    gvmKg: 2230,
    fuelTankL: 55,
    towingKg: TOW(1500),
    ancap: 5,
    wmi: "JTM",
    badges: [
      ["GX", 37990, pt("Petrol", 2.0, 4, "Aspirated", "CVT", "FWD", 6.5, 207, 127)],
      ["GX Hybrid", 40990, pt("Hybrid", 2.5, 4, "Aspirated", "e-CVT", "FWD", 4.7, 221, 160)],
      ["GXL Hybrid", 44990, pt("Hybrid", 2.5, 4, "Aspirated", "e-CVT", "FWD", 4.7, 221, 160), ["Satellite Navigation", "Keyless Entry"]],
      ["XSE Hybrid AWD", 50990, pt("Hybrid", 2.5, 4, "Aspirated", "e-CVT", "AWD", 4.8, 221, 163), ["Wireless Phone Charger"]],
      ["Cruiser Hybrid AWD", 52990, pt("Hybrid", 2.5, 4, "Aspirated", "e-CVT", "AWD", 4.8, 221, 163), ["Leather Seats", "Power Tailgate", "Heated Front Seats"]],
      ["Edge AWD", 55990, pt("Petrol", 2.5, 4, "Aspirated", "A8", "AWD", 7.3, 243, 152), ["Power Tailgate", "360 Degree Camera"]],
    ],
  }),
  model({
    make: "Toyota",
    model: "Corolla",
    series: [
      [2018, "ZWE211R"],
      [2023, "ZWE219R"],
    ],
    ...BODY.hatch,
    popularity: 7,
    retention: 1.08,
    dims: { length: 4375, width: 1790, height: 1435 },
    gvmKg: 1775,
    fuelTankL: 43,
    towingKg: null,
    ancap: 5,
    wmi: "JTN",
    badges: [
      ["Ascent Sport", 30990, pt("Petrol", 2.0, 4, "Aspirated", "CVT", "FWD", 6.0, 200, 126)],
      ["Ascent Sport Hybrid", 33990, pt("Hybrid", 1.8, 4, "Aspirated", "e-CVT", "FWD", 4.0, 142, 103)],
      ["SX Hybrid", 36990, pt("Hybrid", 1.8, 4, "Aspirated", "e-CVT", "FWD", 4.0, 142, 103), ["Satellite Navigation", "Dual Zone Climate Control"]],
      ["ZR Hybrid", 40990, pt("Hybrid", 1.8, 4, "Aspirated", "e-CVT", "FWD", 4.0, 142, 103), ["Head-Up Display", "Heated Front Seats"]],
    ],
  }),
  model({
    make: "Toyota",
    model: "Camry",
    series: [
      [2018, "AXVH71R"],
      [2025, "AXVH80R"],
    ],
    ...BODY.sedan,
    popularity: 4,
    retention: 1.0,
    dims: { length: 4915, width: 1840, height: 1445 },
    gvmKg: 2100,
    fuelTankL: 50,
    towingKg: TOW(1200),
    ancap: 5,
    wmi: "JTN",
    badges: [
      ["Ascent Hybrid", 40990, pt("Hybrid", 2.5, 4, "Aspirated", "e-CVT", "FWD", 4.2, 221, 160)],
      ["SX Hybrid", 46990, pt("Hybrid", 2.5, 4, "Aspirated", "e-CVT", "FWD", 4.4, 221, 160), ["Sports Suspension"]],
      ["SL Hybrid", 50990, pt("Hybrid", 2.5, 4, "Aspirated", "e-CVT", "FWD", 4.5, 221, 160), ["Leather Seats", "Head-Up Display", "Sunroof"]],
    ],
  }),
  model({
    make: "Toyota",
    model: "LandCruiser 300",
    series: [[2021, "FJA300R"]],
    ...BODY.offroader7Seat,
    popularity: 4,
    retention: 1.25,
    dims: { length: 4980, width: 1980, height: 1950 },
    gvmKg: 3280,
    fuelTankL: 110,
    towingKg: TOW(3500),
    ancap: null,
    wmi: "JTM",
    badges: [
      ["GX", 92990, pt("Diesel", 3.3, 6, "Twin Turbo", "A10", "4WD", 8.9, 700, 227)],
      ["GXL", 103990, pt("Diesel", 3.3, 6, "Twin Turbo", "A10", "4WD", 8.9, 700, 227), ["Satellite Navigation", "Side Steps"]],
      ["VX", 114990, pt("Diesel", 3.3, 6, "Twin Turbo", "A10", "4WD", 8.9, 700, 227), ["Leather Seats", "360 Degree Camera", "Heated Front Seats"]],
      ["Sahara", 131990, pt("Diesel", 3.3, 6, "Twin Turbo", "A10", "4WD", 8.9, 700, 227), ["Head-Up Display", "Rear Seat Entertainment", "Sunroof"]],
      ["GR Sport", 142990, pt("Diesel", 3.3, 6, "Twin Turbo", "A10", "4WD", 8.9, 700, 227), ["Front and Rear Differential Locks", "E-KDSS Suspension"]],
    ],
  }),
  model({
    make: "Toyota",
    model: "LandCruiser Prado",
    series: [
      [2015, "GDJ150R"],
      [2024, "GDJ250R"],
    ],
    ...BODY.offroader7Seat,
    popularity: 4,
    retention: 1.2,
    dims: { length: 4925, width: 1980, height: 1935 },
    gvmKg: 3030,
    fuelTankL: 110,
    towingKg: TOW(3500),
    ancap: 5,
    wmi: "JTE",
    badges: [
      ["GX", 73990, pt("Diesel", 2.8, 4, "Turbo", "A8", "4WD", 7.9, 500, 150)],
      ["GXL", 80990, pt("Diesel", 2.8, 4, "Turbo", "A8", "4WD", 7.9, 500, 150), ["Satellite Navigation"]],
      ["VX", 88990, pt("Diesel", 2.8, 4, "Turbo", "A8", "4WD", 7.9, 500, 150), ["Leather Seats", "Heated Front Seats"]],
      ["Kakadu", 98990, pt("Diesel", 2.8, 4, "Turbo", "A8", "4WD", 7.9, 500, 150), ["Sunroof", "Rear Differential Lock"]],
    ],
  }),
  model({
    make: "Toyota",
    model: "Kluger",
    series: [[2021, "AXUH78R"]],
    ...BODY.suv7Seat,
    popularity: 3,
    retention: 1.05,
    dims: { length: 4966, width: 1930, height: 1755 },
    gvmKg: 2750,
    fuelTankL: 65,
    towingKg: TOW(2000),
    ancap: 5,
    wmi: "5TD",
    badges: [
      ["GX Hybrid AWD", 60990, pt("Hybrid", 2.5, 4, "Aspirated", "e-CVT", "AWD", 5.6, 242, 184)],
      ["GXL Hybrid AWD", 71990, pt("Hybrid", 2.5, 4, "Aspirated", "e-CVT", "AWD", 5.6, 242, 184), ["Leather Seats", "Power Tailgate"]],
      ["Grande Hybrid AWD", 82990, pt("Hybrid", 2.5, 4, "Aspirated", "e-CVT", "AWD", 5.6, 242, 184), ["Head-Up Display", "Sunroof", "Heated and Ventilated Front Seats"]],
    ],
  }),
  model({
    make: "Toyota",
    model: "HiAce",
    series: [[2019, "GDH300R"]],
    ...BODY.van,
    popularity: 2,
    retention: 1.15,
    dims: { length: 5265, width: 1950, height: 1990 },
    gvmKg: 3300,
    fuelTankL: 70,
    towingKg: TOW(1900),
    ancap: 5,
    wmi: "JTF",
    badges: [
      ["LWB", 52990, pt("Diesel", 2.8, 4, "Turbo", "A6", "RWD", 8.4, 450, 130)],
      ["SLWB", 58990, pt("Diesel", 2.8, 4, "Turbo", "A6", "RWD", 8.6, 450, 130), ["Dual Sliding Doors"]],
    ],
  }),
  // ------------------------------------------------------------------ Ford
  model({
    make: "Ford",
    model: "Ranger",
    series: [
      [2018, "PX MkIII"],
      [2022, "PY"],
    ],
    ...BODY.doubleCabUte,
    popularity: 11,
    retention: 1.12,
    dims: { length: 5370, width: 1918, height: 1884 },
    gvmKg: 3280,
    fuelTankL: 80,
    towingKg: TOW(3500),
    ancap: 5,
    wmi: "MPB",
    badges: [
      ["XL", 52990, pt("Diesel", 2.0, 4, "Turbo", "A6", "4WD", 7.2, 405, 125)],
      ["XLS", 57990, pt("Diesel", 2.0, 4, "Twin Turbo", "A10", "4WD", 7.6, 500, 154), ["Alloy Wheels", "Side Steps"]],
      ["XLT", 63990, RANGER_BIT, ["Dual Zone Climate Control", "Satellite Navigation", "LED Headlights"]],
      ["Sport", 70990, RANGER_V6, ["Sports Bar", "Leather Accented Seats"]],
      ["Wildtrak", 76990, RANGER_V6, ["Power Roller Shutter", "Heated Front Seats", "360 Degree Camera"]],
      ["Platinum", 83990, RANGER_V6, ["Leather Seats", "Heated and Ventilated Front Seats", "Matrix LED Headlights"]],
      ["Raptor", 89990, pt("Petrol", 3.0, 6, "Twin Turbo", "A10", "4WD", 11.5, 583, 292, "Premium Unleaded Petrol"), ["Fox Live Valve Shocks", "Recaro Sports Seats", "Active Exhaust"]],
    ],
  }),
  model({
    make: "Ford",
    model: "Everest",
    series: [[2022, "UB"]],
    ...BODY.suv7Seat,
    popularity: 5,
    retention: 1.1,
    dims: { length: 4940, width: 1923, height: 1842 },
    gvmKg: 3160,
    fuelTankL: 80,
    towingKg: TOW(3500),
    ancap: 5,
    wmi: "MPB",
    badges: [
      ["Ambiente", 55990, pt("Diesel", 2.0, 4, "Twin Turbo", "A10", "RWD", 7.1, 500, 154)],
      ["Trend", 64990, pt("Diesel", 2.0, 4, "Twin Turbo", "A10", "4WD", 7.1, 500, 154), ["Power Tailgate", "Satellite Navigation"]],
      ["Sport", 71990, pt("Diesel", 3.0, 6, "Turbo", "A10", "4WD", 8.6, 600, 184), ["Leather Accented Seats"]],
      ["Platinum", 81990, pt("Diesel", 3.0, 6, "Turbo", "A10", "4WD", 8.6, 600, 184), ["Leather Seats", "Panoramic Sunroof", "Heated and Ventilated Front Seats"]],
    ],
  }),
  model({
    make: "Ford",
    model: "Mustang",
    series: [
      [2018, "FN"],
      [2024, "S650"],
    ],
    simpleBody: "coupe",
    body: "2D Fastback",
    bodyConfig: "Coupe",
    family: "coupe",
    doors: 2,
    seats: 4,
    popularity: 1.5,
    retention: 1.0,
    dims: { length: 4811, width: 1916, height: 1397 },
    gvmKg: 2150,
    fuelTankL: 61,
    towingKg: null,
    ancap: null,
    wmi: "1FA",
    badges: [
      ["EcoBoost", 67990, pt("Petrol", 2.3, 4, "Turbo", "A10", "RWD", 10.4, 448, 233, "Premium Unleaded Petrol")],
      ["GT", 82990, pt("Petrol", 5.0, 8, "Aspirated", "A10", "RWD", 13.1, 540, 330, "Premium Unleaded Petrol"), ["Active Exhaust", "Brembo Brakes"]],
      ["GT Manual", 82990, pt("Petrol", 5.0, 8, "Aspirated", "M6", "RWD", 13.6, 540, 330, "Premium Unleaded Petrol"), ["Active Exhaust", "Brembo Brakes"]],
    ],
  }),
  model({
    make: "Ford",
    model: "Puma",
    series: [[2020, "JK"]],
    ...BODY.suv5Seat,
    popularity: 2,
    retention: 0.92,
    dims: { length: 4207, width: 1805, height: 1537 },
    gvmKg: 1750,
    fuelTankL: 42,
    towingKg: TOW(1200),
    ancap: 5,
    wmi: "WF0",
    badges: [
      ["Puma", 33990, pt("Petrol", 1.0, 3, "Turbo", "DCT7", "FWD", 5.3, 170, 92)],
      ["ST-Line", 36990, pt("Petrol", 1.0, 3, "Turbo", "DCT7", "FWD", 5.3, 170, 92), ["Sports Suspension", "Wireless Phone Charger"]],
      ["ST-Line V", 40990, pt("Petrol", 1.0, 3, "Turbo", "DCT7", "FWD", 5.3, 170, 92), ["Leather Accented Seats", "Heated Front Seats"]],
    ],
  }),
  model({
    make: "Ford",
    model: "Escape",
    series: [[2020, "ZH"]],
    until: 2024,
    ...BODY.suv5Seat,
    popularity: 1.5,
    retention: 0.88,
    dims: { length: 4625, width: 1882, height: 1680 },
    gvmKg: 2130,
    fuelTankL: 56,
    towingKg: TOW(1800),
    ancap: 5,
    wmi: "WF0",
    badges: [
      ["Escape", 39990, pt("Petrol", 2.0, 4, "Turbo", "A8", "FWD", 8.0, 373, 183)],
      ["ST-Line AWD", 46990, pt("Petrol", 2.0, 4, "Turbo", "A8", "AWD", 8.3, 373, 183), ["Power Tailgate"]],
      ["ST-Line PHEV", 57990, pt("PHEV", 2.5, 4, "Aspirated", "e-CVT", "FWD", 1.5, 235, 167), ["Power Tailgate"]],
    ],
  }),
  model({
    make: "Ford",
    model: "Transit Custom",
    series: [
      [2018, "VN"],
      [2024, "V710"],
    ],
    ...BODY.van,
    popularity: 2,
    retention: 0.95,
    dims: { length: 5050, width: 2032, height: 1990 },
    gvmKg: 3400,
    fuelTankL: 70,
    towingKg: TOW(2800),
    ancap: 5,
    wmi: "WF0",
    badges: [
      ["320S Trend", 55990, pt("Diesel", 2.0, 4, "Turbo", "A8", "FWD", 7.2, 390, 110)],
      ["320L Trend", 58990, pt("Diesel", 2.0, 4, "Turbo", "A8", "FWD", 7.4, 390, 125), ["Dual Sliding Doors"]],
      ["320L Sport", 66990, pt("Diesel", 2.0, 4, "Turbo", "A8", "FWD", 7.4, 390, 125), ["Sports Body Kit", "Leather Accented Seats"]],
    ],
  }),
  model({
    make: "Ford",
    model: "E-Transit",
    series: [[2022, "VO"]],
    ...BODY.van,
    popularity: 0.6,
    retention: 0.8,
    dims: { length: 5981, width: 2059, height: 2550 },
    gvmKg: 4250,
    fuelTankL: null,
    towingKg: TOW(750),
    ancap: null,
    wmi: "WF0",
    badges: [["420L Mid Roof", 99990, pt("Electric", null, null, null, "R1", "RWD", null, 430, 198), ["DC Fast Charging", "Pro Power Onboard"]]],
  }),
  // ------------------------------------------------------------------ Mazda
  model({
    make: "Mazda",
    model: "CX-5",
    series: [[2017, "KF"]],
    ...BODY.suv5Seat,
    popularity: 8,
    retention: 1.02,
    dims: { length: 4575, width: 1845, height: 1680 },
    gvmKg: 2145,
    fuelTankL: 58,
    towingKg: TOW(1800),
    ancap: 5,
    wmi: "JM0",
    badges: [
      ["Maxx", 36990, pt("Petrol", 2.0, 4, "Aspirated", "A6", "FWD", 6.9, 199, 115)],
      ["Maxx Sport", 41990, pt("Petrol", 2.5, 4, "Aspirated", "A6", "FWD", 7.2, 252, 140), ["Satellite Navigation", "Dual Zone Climate Control"]],
      ["Touring", 44990, pt("Petrol", 2.5, 4, "Aspirated", "A6", "AWD", 7.4, 252, 140), ["Leather Accented Seats", "Power Tailgate"]],
      ["GT SP", 51990, pt("Petrol", 2.5, 4, "Turbo", "A6", "AWD", 8.2, 420, 170), ["Sunroof", "Heated Front Seats"]],
      ["Akera", 55990, pt("Petrol", 2.5, 4, "Turbo", "A6", "AWD", 8.2, 420, 170), ["Heated and Ventilated Front Seats", "360 Degree Camera"]],
    ],
  }),
  model({
    make: "Mazda",
    model: "CX-3",
    series: [[2015, "DK"]],
    ...BODY.suv5Seat,
    popularity: 3,
    retention: 0.98,
    dims: { length: 4275, width: 1765, height: 1535 },
    gvmKg: 1715,
    fuelTankL: 48,
    towingKg: TOW(1200),
    ancap: 5,
    wmi: "JM0",
    badges: [
      ["Neo Sport", 28990, pt("Petrol", 2.0, 4, "Aspirated", "A6", "FWD", 6.3, 195, 110)],
      ["Maxx Sport", 31990, pt("Petrol", 2.0, 4, "Aspirated", "A6", "FWD", 6.3, 195, 110), ["Satellite Navigation"]],
      ["Akari", 36990, pt("Petrol", 2.0, 4, "Aspirated", "A6", "FWD", 6.3, 195, 110), ["Leather Seats", "Head-Up Display"]],
    ],
  }),
  model({
    make: "Mazda",
    model: "Mazda3",
    series: [[2019, "BP"]],
    ...BODY.hatch,
    popularity: 3,
    retention: 1.0,
    dims: { length: 4460, width: 1795, height: 1435 },
    gvmKg: 1840,
    fuelTankL: 51,
    towingKg: TOW(1200),
    ancap: 5,
    wmi: "JM0",
    badges: [
      ["G20 Pure", 31990, pt("Petrol", 2.0, 4, "Aspirated", "A6", "FWD", 6.2, 200, 114)],
      ["G25 Evolve", 36990, pt("Petrol", 2.5, 4, "Aspirated", "A6", "FWD", 6.6, 252, 139), ["Dual Zone Climate Control"]],
      ["G25 GT", 40990, pt("Petrol", 2.5, 4, "Aspirated", "A6", "FWD", 6.6, 252, 139), ["Leather Seats", "Heated Front Seats"]],
      ["G25 Astina", 43990, pt("Petrol", 2.5, 4, "Aspirated", "A6", "FWD", 6.6, 252, 139), ["Sunroof", "360 Degree Camera"]],
    ],
  }),
  model({
    make: "Mazda",
    model: "BT-50",
    series: [[2020, "TF"]],
    ...BODY.dualCabUte,
    popularity: 4,
    retention: 1.05,
    dims: { length: 5280, width: 1870, height: 1790 },
    gvmKg: 3100,
    fuelTankL: 76,
    towingKg: TOW(3500),
    ancap: 5,
    wmi: "JM0",
    badges: [
      ["XT", 54990, pt("Diesel", 3.0, 4, "Turbo", "A6", "4WD", 8.0, 450, 140)],
      ["XTR", 60990, pt("Diesel", 3.0, 4, "Turbo", "A6", "4WD", 8.0, 450, 140), ["Satellite Navigation", "Side Steps"]],
      ["GT", 63990, pt("Diesel", 3.0, 4, "Turbo", "A6", "4WD", 8.0, 450, 140), ["Leather Seats", "Heated Front Seats"]],
      ["Thunder", 69990, pt("Diesel", 3.0, 4, "Turbo", "A6", "4WD", 8.0, 450, 140), ["Sports Bar", "Electric Roller Shutter"]],
    ],
  }),
  model({
    make: "Mazda",
    model: "MX-5",
    series: [[2016, "ND"]],
    simpleBody: "convertible",
    body: "2D Roadster",
    bodyConfig: "Convertible",
    family: "coupe",
    doors: 2,
    seats: 2,
    popularity: 0.8,
    retention: 1.05,
    dims: { length: 3915, width: 1735, height: 1235 },
    gvmKg: 1320,
    fuelTankL: 45,
    towingKg: null,
    ancap: null,
    wmi: "JM0",
    badges: [
      ["Roadster", 43990, pt("Petrol", 2.0, 4, "Aspirated", "M6", "RWD", 6.8, 205, 135)],
      ["Roadster GT", 49990, pt("Petrol", 2.0, 4, "Aspirated", "A6", "RWD", 7.0, 205, 135), ["Leather Seats", "Bose Audio"]],
    ],
  }),
  // ------------------------------------------------------------------ Hyundai
  model({
    make: "Hyundai",
    model: "i30",
    series: [
      [2017, "PD"],
      [2021, "PD.V4"],
    ],
    ...BODY.hatch,
    popularity: 4,
    retention: 0.95,
    dims: { length: 4340, width: 1795, height: 1455 },
    gvmKg: 1820,
    fuelTankL: 50,
    towingKg: TOW(1300),
    ancap: 5,
    wmi: "KMH",
    badges: [
      ["i30", 28990, pt("Petrol", 2.0, 4, "Aspirated", "A6", "FWD", 7.4, 203, 120)],
      ["Active", 31990, pt("Petrol", 2.0, 4, "Aspirated", "A6", "FWD", 7.4, 203, 120), ["Satellite Navigation"]],
      ["N Line", 34990, pt("Petrol", 1.6, 4, "Turbo", "DCT7", "FWD", 6.8, 265, 150), ["Sports Suspension"]],
      ["N", 49990, pt("Petrol", 2.0, 4, "Turbo", "M6", "FWD", 8.0, 392, 206, "Premium Unleaded Petrol"), ["Limited Slip Differential", "Sports Seats"]],
    ],
  }),
  model({
    make: "Hyundai",
    model: "Tucson",
    series: [
      [2016, "TL"],
      [2021, "NX4"],
    ],
    ...BODY.suv5Seat,
    popularity: 7,
    retention: 0.98,
    dims: { length: 4640, width: 1865, height: 1665 },
    gvmKg: 2180,
    fuelTankL: 54,
    towingKg: TOW(1650),
    ancap: 5,
    wmi: "KMH",
    badges: [
      ["Tucson", 36990, pt("Petrol", 2.0, 4, "Aspirated", "A6", "FWD", 8.1, 192, 115)],
      ["Elite", 43990, pt("Petrol", 2.0, 4, "Aspirated", "A6", "FWD", 8.1, 192, 115), ["Leather Seats", "Power Tailgate"]],
      ["Elite Hybrid AWD", 52990, pt("Hybrid", 1.6, 4, "Turbo", "A6", "AWD", 5.5, 350, 172), ["Leather Seats", "Power Tailgate"]],
      ["Highlander Diesel AWD", 55990, pt("Diesel", 2.0, 4, "Turbo", "A8", "AWD", 6.3, 416, 137), ["Panoramic Sunroof", "Heated and Ventilated Front Seats"]],
    ],
  }),
  model({
    make: "Hyundai",
    model: "Santa Fe",
    series: [
      [2018, "TM"],
      [2024, "MX5"],
    ],
    ...BODY.suv7Seat,
    popularity: 2.5,
    retention: 0.97,
    dims: { length: 4830, width: 1900, height: 1780 },
    gvmKg: 2700,
    fuelTankL: 67,
    towingKg: TOW(1650),
    ancap: 5,
    wmi: "KMH",
    badges: [
      ["Hybrid", 55990, pt("Hybrid", 1.6, 4, "Turbo", "A6", "FWD", 5.8, 367, 172)],
      ["Elite Hybrid AWD", 63990, pt("Hybrid", 1.6, 4, "Turbo", "A6", "AWD", 6.0, 367, 172), ["Leather Seats", "Power Tailgate"]],
      ["Calligraphy Hybrid AWD", 75990, pt("Hybrid", 1.6, 4, "Turbo", "A6", "AWD", 6.0, 367, 172), ["Nappa Leather Seats", "Head-Up Display", "Panoramic Sunroof"]],
    ],
  }),
  model({
    make: "Hyundai",
    model: "Kona",
    series: [
      [2018, "OS"],
      [2023, "SX2"],
    ],
    ...BODY.suv5Seat,
    popularity: 3,
    retention: 0.93,
    dims: { length: 4355, width: 1825, height: 1575 },
    gvmKg: 1960,
    fuelTankL: 47,
    towingKg: TOW(1300),
    ancap: 5,
    wmi: "KMH",
    badges: [
      ["Kona", 33990, pt("Petrol", 2.0, 4, "Aspirated", "CVT", "FWD", 6.6, 180, 110)],
      ["Premium Hybrid", 43990, pt("Hybrid", 1.6, 4, "Aspirated", "DCT6", "FWD", 3.9, 265, 104), ["Leather Seats", "Heated Front Seats"]],
      ["Electric Extended Range", 59990, pt("Electric", null, null, null, "R1", "FWD", null, 255, 150), ["DC Fast Charging", "Heat Pump", "Vehicle to Load"]],
    ],
  }),
  model({
    make: "Hyundai",
    model: "IONIQ 5",
    series: [[2021, "NE"]],
    simpleBody: "suv",
    body: "5D Hatchback",
    bodyConfig: "Hatchback",
    family: "suv",
    doors: 5,
    seats: 5,
    popularity: 1.2,
    retention: 0.78,
    dims: { length: 4655, width: 1890, height: 1605 },
    gvmKg: 2510,
    fuelTankL: null,
    towingKg: TOW(1600),
    ancap: 5,
    wmi: "KMH",
    badges: [
      ["Dynamiq", 73990, pt("Electric", null, null, null, "R1", "RWD", null, 350, 168), ["DC Fast Charging", "Vehicle to Load"]],
      ["Epiq AWD", 82990, pt("Electric", null, null, null, "R1", "AWD", null, 605, 239), ["DC Fast Charging", "Vehicle to Load", "Head-Up Display"]],
    ],
  }),
  model({
    make: "Hyundai",
    model: "Staria",
    series: [[2021, "US4"]],
    ...BODY.peopleMover,
    popularity: 1.2,
    retention: 0.95,
    dims: { length: 5253, width: 1997, height: 1990 },
    gvmKg: 3150,
    fuelTankL: 75,
    towingKg: TOW(2500),
    ancap: 5,
    wmi: "KMH",
    badges: [
      ["Staria", 51990, pt("Diesel", 2.2, 4, "Turbo", "A8", "FWD", 8.6, 430, 130)],
      ["Elite AWD", 62990, pt("Diesel", 2.2, 4, "Turbo", "A8", "AWD", 9.0, 430, 130), ["Power Sliding Doors", "Leather Seats"]],
      ["Highlander AWD", 70990, pt("Diesel", 2.2, 4, "Turbo", "A8", "AWD", 9.0, 430, 130), ["Sunroof", "Heated and Ventilated Front Seats"]],
    ],
  }),
  // ------------------------------------------------------------------ Kia
  model({
    make: "Kia",
    model: "Cerato",
    series: [[2019, "BD"]],
    until: 2024,
    ...BODY.hatch,
    popularity: 3,
    retention: 0.95,
    dims: { length: 4510, width: 1800, height: 1440 },
    gvmKg: 1760,
    fuelTankL: 50,
    towingKg: TOW(1100),
    ancap: 5,
    wmi: "KNA",
    badges: [
      ["S", 27990, pt("Petrol", 2.0, 4, "Aspirated", "A6", "FWD", 7.4, 192, 112)],
      ["Sport", 30990, pt("Petrol", 2.0, 4, "Aspirated", "A6", "FWD", 7.4, 192, 112), ["Satellite Navigation", "Alloy Wheels"]],
      ["GT", 37990, pt("Petrol", 1.6, 4, "Turbo", "DCT7", "FWD", 6.8, 265, 150), ["Leather Seats", "Sports Suspension"]],
    ],
  }),
  model({
    make: "Kia",
    model: "Sportage",
    series: [
      [2016, "QL"],
      [2022, "NQ5"],
    ],
    ...BODY.suv5Seat,
    popularity: 6,
    retention: 0.98,
    dims: { length: 4660, width: 1865, height: 1665 },
    gvmKg: 2200,
    fuelTankL: 54,
    towingKg: TOW(1650),
    ancap: 5,
    wmi: "KNA",
    badges: [
      ["S", 36990, pt("Petrol", 2.0, 4, "Aspirated", "A6", "FWD", 8.1, 192, 115)],
      ["SX", 40990, pt("Petrol", 2.0, 4, "Aspirated", "A6", "FWD", 8.1, 192, 115), ["Satellite Navigation"]],
      ["SX+ Diesel AWD", 51990, pt("Diesel", 2.0, 4, "Turbo", "A8", "AWD", 6.3, 416, 137), ["Leather Seats"]],
      ["GT-Line Hybrid AWD", 58990, pt("Hybrid", 1.6, 4, "Turbo", "A6", "AWD", 5.5, 350, 172), ["Panoramic Sunroof", "Heated and Ventilated Front Seats"]],
    ],
  }),
  model({
    make: "Kia",
    model: "Sorento",
    series: [[2020, "MQ4"]],
    ...BODY.suv7Seat,
    popularity: 3,
    retention: 1.0,
    dims: { length: 4815, width: 1900, height: 1700 },
    gvmKg: 2600,
    fuelTankL: 67,
    towingKg: TOW(2000),
    ancap: 5,
    wmi: "KNA",
    badges: [
      ["S", 50990, pt("Petrol", 3.5, 6, "Aspirated", "A8", "FWD", 9.7, 332, 200)],
      ["Sport+ Diesel AWD", 60990, pt("Diesel", 2.2, 4, "Turbo", "DCT8", "AWD", 6.1, 440, 148), ["Leather Seats"]],
      ["GT-Line Hybrid AWD", 72990, pt("Hybrid", 1.6, 4, "Turbo", "A6", "AWD", 5.6, 350, 169), ["Panoramic Sunroof", "Head-Up Display"]],
      ["GT-Line PHEV AWD", 82990, pt("PHEV", 1.6, 4, "Turbo", "A6", "AWD", 1.6, 350, 195), ["Panoramic Sunroof", "Head-Up Display"]],
    ],
  }),
  model({
    make: "Kia",
    model: "Carnival",
    series: [[2020, "KA4"]],
    ...BODY.peopleMover,
    popularity: 3,
    retention: 1.05,
    dims: { length: 5155, width: 1995, height: 1775 },
    gvmKg: 2750,
    fuelTankL: 72,
    towingKg: TOW(2000),
    ancap: 5,
    wmi: "KNA",
    badges: [
      ["S", 50990, pt("Petrol", 3.5, 6, "Aspirated", "A8", "FWD", 9.6, 355, 216)],
      ["Sport+", 60990, pt("Diesel", 2.2, 4, "Turbo", "A8", "FWD", 6.5, 440, 148), ["Power Sliding Doors", "Leather Seats"]],
      ["GT-Line Hybrid", 76990, pt("Hybrid", 1.6, 4, "Turbo", "A6", "FWD", 6.3, 367, 180), ["Power Sliding Doors", "Sunroof", "Head-Up Display"]],
    ],
  }),
  model({
    make: "Kia",
    model: "EV6",
    series: [[2022, "CV"]],
    ...BODY.suv5Seat,
    popularity: 0.8,
    retention: 0.78,
    dims: { length: 4695, width: 1890, height: 1550 },
    gvmKg: 2530,
    fuelTankL: null,
    towingKg: TOW(1600),
    ancap: 5,
    wmi: "KNA",
    badges: [
      ["Air", 72990, pt("Electric", null, null, null, "R1", "RWD", null, 350, 168), ["DC Fast Charging", "Vehicle to Load"]],
      ["GT-Line AWD", 86990, pt("Electric", null, null, null, "R1", "AWD", null, 605, 239), ["DC Fast Charging", "Head-Up Display", "Sunroof"]],
    ],
  }),
  model({
    make: "Kia",
    model: "Seltos",
    series: [[2020, "SP2"]],
    ...BODY.suv5Seat,
    popularity: 2.5,
    retention: 0.96,
    dims: { length: 4385, width: 1800, height: 1615 },
    gvmKg: 1860,
    fuelTankL: 50,
    towingKg: TOW(1100),
    ancap: 5,
    wmi: "KNA",
    badges: [
      ["S", 30990, pt("Petrol", 2.0, 4, "Aspirated", "CVT", "FWD", 6.8, 180, 110)],
      ["Sport+", 35990, pt("Petrol", 2.0, 4, "Aspirated", "CVT", "FWD", 6.8, 180, 110), ["Satellite Navigation"]],
      ["GT-Line AWD", 43990, pt("Petrol", 1.6, 4, "Turbo", "DCT8", "AWD", 7.4, 265, 146), ["Leather Seats", "Sunroof"]],
    ],
  }),
  model({
    make: "Kia",
    model: "Picanto",
    series: [[2017, "JA"]],
    ...BODY.hatch,
    popularity: 1.5,
    retention: 1.0,
    dims: { length: 3595, width: 1595, height: 1485 },
    gvmKg: 1400,
    fuelTankL: 35,
    towingKg: null,
    ancap: null,
    wmi: "KNA",
    badges: [
      ["S", 18990, pt("Petrol", 1.2, 4, "Aspirated", "M5", "FWD", 5.0, 122, 62)],
      ["GT-Line", 21990, pt("Petrol", 1.2, 4, "Aspirated", "A4", "FWD", 5.8, 122, 62), ["Alloy Wheels"]],
    ],
  }),
  // ------------------------------------------------------------------ Mitsubishi
  model({
    make: "Mitsubishi",
    model: "Triton",
    series: [
      [2019, "MR"],
      [2024, "MV"],
    ],
    ...BODY.doubleCabUte,
    popularity: 5,
    retention: 1.0,
    dims: { length: 5320, width: 1865, height: 1795 },
    gvmKg: 3200,
    fuelTankL: 75,
    towingKg: TOW(3500),
    ancap: 5,
    wmi: "MMC",
    badges: [
      ["GLX", 47990, pt("Diesel", 2.4, 4, "Turbo", "A6", "4WD", 7.7, 430, 135)],
      ["GLX+", 52990, pt("Diesel", 2.4, 4, "Twin Turbo", "A6", "4WD", 7.7, 470, 150), ["Alloy Wheels", "Rear Differential Lock"]],
      ["GLS", 58990, pt("Diesel", 2.4, 4, "Twin Turbo", "A6", "4WD", 7.7, 470, 150), ["Leather Accented Seats", "Satellite Navigation"]],
      ["GSR", 63990, pt("Diesel", 2.4, 4, "Twin Turbo", "A6", "4WD", 7.7, 470, 150), ["Sports Bar", "Heated Front Seats"]],
    ],
  }),
  model({
    make: "Mitsubishi",
    model: "Outlander",
    series: [
      [2017, "ZL"],
      [2022, "ZM"],
    ],
    ...BODY.suv7Seat,
    popularity: 5,
    retention: 0.97,
    dims: { length: 4710, width: 1862, height: 1745 },
    gvmKg: 2390,
    fuelTankL: 55,
    towingKg: TOW(1600),
    ancap: 5,
    wmi: "JMF",
    badges: [
      ["ES", 37990, pt("Petrol", 2.5, 4, "Aspirated", "CVT", "FWD", 7.5, 245, 135)],
      ["LS AWD", 44990, pt("Petrol", 2.5, 4, "Aspirated", "CVT", "AWD", 7.7, 245, 135), ["Satellite Navigation", "Power Tailgate"]],
      ["Exceed PHEV", 65990, pt("PHEV", 2.4, 4, "Aspirated", "R1", "AWD", 1.5, 195, 185), ["Leather Seats", "Head-Up Display", "Sunroof"]],
    ],
  }),
  model({
    make: "Mitsubishi",
    model: "ASX",
    series: [[2016, "XD"]],
    ...BODY.suv5Seat,
    popularity: 2.5,
    retention: 0.9,
    dims: { length: 4365, width: 1810, height: 1640 },
    gvmKg: 1870,
    fuelTankL: 63,
    towingKg: TOW(1300),
    ancap: null,
    wmi: "JMF",
    badges: [
      ["ES", 29990, pt("Petrol", 2.0, 4, "Aspirated", "CVT", "FWD", 7.7, 197, 110)],
      ["LS", 33990, pt("Petrol", 2.4, 4, "Aspirated", "CVT", "FWD", 7.9, 222, 123), ["Satellite Navigation"]],
    ],
  }),
  model({
    make: "Mitsubishi",
    model: "Pajero Sport",
    series: [[2016, "QF"]],
    ...BODY.offroader7Seat,
    popularity: 2,
    retention: 1.02,
    dims: { length: 4825, width: 1815, height: 1835 },
    gvmKg: 2710,
    fuelTankL: 68,
    towingKg: TOW(3100),
    ancap: 5,
    wmi: "MMC",
    badges: [
      ["GLX", 50990, pt("Diesel", 2.4, 4, "Turbo", "A8", "4WD", 8.0, 430, 133)],
      ["GLS", 55990, pt("Diesel", 2.4, 4, "Turbo", "A8", "4WD", 8.0, 430, 133), ["Leather Seats"]],
      ["Exceed", 58990, pt("Diesel", 2.4, 4, "Turbo", "A8", "4WD", 8.0, 430, 133), ["Heated Front Seats", "360 Degree Camera"]],
    ],
  }),
  // ------------------------------------------------------------------ Nissan
  model({
    make: "Nissan",
    model: "Navara",
    series: [[2015, "D23"]],
    ...BODY.dualCabUte,
    popularity: 3.5,
    retention: 0.98,
    dims: { length: 5255, width: 1850, height: 1840 },
    gvmKg: 3150,
    fuelTankL: 80,
    towingKg: TOW(3500),
    ancap: 5,
    wmi: "MNT",
    badges: [
      ["SL", 49990, pt("Diesel", 2.3, 4, "Twin Turbo", "A7", "4WD", 7.0, 450, 140)],
      ["ST", 54990, pt("Diesel", 2.3, 4, "Twin Turbo", "A7", "4WD", 7.0, 450, 140), ["Alloy Wheels", "Satellite Navigation"]],
      ["ST-X", 61990, pt("Diesel", 2.3, 4, "Twin Turbo", "A7", "4WD", 7.0, 450, 140), ["Leather Accented Seats", "360 Degree Camera"]],
      ["PRO-4X", 64990, pt("Diesel", 2.3, 4, "Twin Turbo", "A7", "4WD", 7.0, 450, 140), ["Sports Bar", "All-Terrain Tyres"]],
    ],
  }),
  model({
    make: "Nissan",
    model: "X-Trail",
    series: [
      [2017, "T32"],
      [2022, "T33"],
    ],
    ...BODY.suv5Seat,
    popularity: 4,
    retention: 0.95,
    dims: { length: 4680, width: 1840, height: 1725 },
    gvmKg: 2220,
    fuelTankL: 55,
    towingKg: TOW(2000),
    ancap: 5,
    wmi: "JN1",
    badges: [
      ["ST", 38990, pt("Petrol", 2.5, 4, "Aspirated", "CVT", "FWD", 7.4, 244, 135)],
      ["ST-L AWD", 46990, pt("Petrol", 2.5, 4, "Aspirated", "CVT", "AWD", 7.8, 244, 135), ["Leather Accented Seats", "Power Tailgate"]],
      ["Ti-L e-POWER e-4ORCE", 60990, pt("Hybrid", 1.5, 3, "Turbo", "R1", "AWD", 6.1, 525, 157), ["Head-Up Display", "Panoramic Sunroof"]],
    ],
  }),
  model({
    make: "Nissan",
    model: "Patrol",
    series: [[2017, "Y62"]],
    simpleBody: "4x4",
    body: "4D Wagon",
    bodyConfig: "Wagon",
    family: "suv",
    doors: 4,
    seats: 8,
    popularity: 2,
    retention: 1.15,
    dims: { length: 5175, width: 1995, height: 1940 },
    gvmKg: 3500,
    fuelTankL: 140,
    towingKg: TOW(3500),
    ancap: null,
    wmi: "JN1",
    badges: [
      ["Ti", 86990, pt("Petrol", 5.6, 8, "Aspirated", "A7", "4WD", 14.4, 560, 298)],
      ["Ti-L", 101990, pt("Petrol", 5.6, 8, "Aspirated", "A7", "4WD", 14.4, 560, 298), ["Leather Seats", "Rear Seat Entertainment", "Sunroof"]],
      ["Warrior", 105990, pt("Petrol", 5.6, 8, "Aspirated", "A7", "4WD", 14.5, 560, 298), ["Premcar Suspension", "All-Terrain Tyres"]],
    ],
  }),
  model({
    make: "Nissan",
    model: "Qashqai",
    series: [[2022, "J12"]],
    ...BODY.suv5Seat,
    popularity: 2.5,
    retention: 0.92,
    dims: { length: 4425, width: 1835, height: 1625 },
    gvmKg: 1920,
    fuelTankL: 55,
    towingKg: TOW(1500),
    ancap: 5,
    wmi: "SJN",
    badges: [
      ["ST", 35990, pt("Petrol", 1.3, 4, "Turbo", "CVT", "FWD", 6.1, 250, 110)],
      ["ST+", 39990, pt("Petrol", 1.3, 4, "Turbo", "CVT", "FWD", 6.1, 250, 110), ["Satellite Navigation"]],
      ["Ti e-POWER", 53990, pt("Hybrid", 1.5, 3, "Turbo", "R1", "FWD", 5.3, 330, 140), ["Leather Seats", "Head-Up Display"]],
    ],
  }),
  // ------------------------------------------------------------------ Volkswagen
  model({
    make: "Volkswagen",
    model: "Golf",
    series: [
      [2017, "7.5"],
      [2021, "8"],
    ],
    ...BODY.hatch,
    popularity: 2.5,
    retention: 0.92,
    dims: { length: 4282, width: 1789, height: 1456 },
    gvmKg: 1820,
    fuelTankL: 50,
    towingKg: TOW(1500),
    ancap: 5,
    wmi: "WVW",
    badges: [
      ["110TSI Life", 37990, pt("Petrol", 1.4, 4, "Turbo", "A8", "FWD", 5.8, 250, 110, "Premium Unleaded Petrol")],
      ["110TSI R-Line", 43990, pt("Petrol", 1.4, 4, "Turbo", "A8", "FWD", 5.8, 250, 110, "Premium Unleaded Petrol"), ["Sports Seats", "Ambient Lighting"]],
      ["GTI", 56990, pt("Petrol", 2.0, 4, "Turbo", "DCT7", "FWD", 7.0, 370, 195, "Premium Unleaded Petrol"), ["Adaptive Dampers", "Sports Seats"]],
      ["R", 67990, pt("Petrol", 2.0, 4, "Turbo", "DCT7", "AWD", 8.1, 420, 235, "Premium Unleaded Petrol"), ["Nappa Leather Seats", "Adaptive Dampers"]],
    ],
  }),
  model({
    make: "Volkswagen",
    model: "Amarok",
    series: [
      [2017, "2H"],
      [2023, "NF"],
    ],
    ...BODY.dualCabUte,
    popularity: 2.5,
    retention: 1.0,
    dims: { length: 5350, width: 1910, height: 1880 },
    gvmKg: 3200,
    fuelTankL: 80,
    towingKg: TOW(3500),
    ancap: 5,
    wmi: "WV1",
    badges: [
      ["Life", 53990, pt("Diesel", 2.0, 4, "Turbo", "A6", "4WD", 7.2, 405, 125)],
      ["Style", 62990, pt("Diesel", 2.0, 4, "Twin Turbo", "A10", "4WD", 7.6, 500, 154), ["Satellite Navigation", "LED Headlights"]],
      ["PanAmericana", 74990, pt("Diesel", 3.0, 6, "Turbo", "A10", "4WD", 8.4, 600, 184), ["Leather Seats", "Heated Front Seats"]],
      ["Aventura", 78990, pt("Diesel", 3.0, 6, "Turbo", "A10", "4WD", 8.4, 600, 184), ["Nappa Leather Seats", "Electric Roller Shutter"]],
    ],
  }),
  model({
    make: "Volkswagen",
    model: "Tiguan",
    series: [
      [2017, "5N"],
      [2024, "CT"],
    ],
    ...BODY.suv5Seat,
    popularity: 2,
    retention: 0.9,
    dims: { length: 4539, width: 1859, height: 1656 },
    gvmKg: 2220,
    fuelTankL: 58,
    towingKg: TOW(2000),
    ancap: 5,
    wmi: "WVG",
    badges: [
      ["110TSI Life", 42990, pt("Petrol", 1.5, 4, "Turbo", "DCT7", "FWD", 6.5, 250, 110, "Premium Unleaded Petrol")],
      ["162TSI Elegance", 54990, pt("Petrol", 2.0, 4, "Turbo", "DCT7", "AWD", 8.3, 350, 162, "Premium Unleaded Petrol"), ["Leather Seats", "Power Tailgate"]],
      ["162TSI R-Line", 59990, pt("Petrol", 2.0, 4, "Turbo", "DCT7", "AWD", 8.3, 350, 162, "Premium Unleaded Petrol"), ["Sports Seats", "Head-Up Display"]],
    ],
  }),
  model({
    make: "Volkswagen",
    model: "Polo",
    series: [[2018, "AW"]],
    ...BODY.hatch,
    popularity: 1.2,
    retention: 0.93,
    dims: { length: 4074, width: 1751, height: 1451 },
    gvmKg: 1610,
    fuelTankL: 40,
    towingKg: TOW(1100),
    ancap: 5,
    wmi: "WVW",
    badges: [
      ["85TSI Life", 28990, pt("Petrol", 1.0, 3, "Turbo", "DCT7", "FWD", 5.4, 200, 85, "Premium Unleaded Petrol")],
      ["GTI", 39990, pt("Petrol", 2.0, 4, "Turbo", "DCT6", "FWD", 6.5, 320, 147, "Premium Unleaded Petrol"), ["Sports Seats", "Sports Suspension"]],
    ],
  }),
  // ------------------------------------------------------------------ Subaru
  model({
    make: "Subaru",
    model: "Forester",
    series: [
      [2018, "S5"],
      [2025, "S6"],
    ],
    ...BODY.suv5Seat,
    popularity: 4,
    retention: 1.02,
    dims: { length: 4640, width: 1815, height: 1730 },
    gvmKg: 2130,
    fuelTankL: 63,
    towingKg: TOW(1800),
    ancap: 5,
    wmi: "JF2",
    badges: [
      ["2.5i", 38990, pt("Petrol", 2.5, 4, "Aspirated", "CVT", "AWD", 7.4, 239, 136)],
      ["2.5i Sport", 44990, pt("Petrol", 2.5, 4, "Aspirated", "CVT", "AWD", 7.4, 239, 136), ["Satellite Navigation", "Power Tailgate"]],
      ["2.5i-S", 47990, pt("Petrol", 2.5, 4, "Aspirated", "CVT", "AWD", 7.4, 239, 136), ["Leather Seats", "Sunroof"]],
      ["Hybrid S", 50990, pt("Hybrid", 2.0, 4, "Aspirated", "CVT", "AWD", 6.7, 196, 110), ["Leather Seats", "Heated Front Seats"]],
    ],
  }),
  model({
    make: "Subaru",
    model: "Outback",
    series: [[2021, "BT"]],
    simpleBody: "wagon",
    body: "4D Wagon",
    bodyConfig: "Wagon",
    family: "suv",
    doors: 4,
    seats: 5,
    popularity: 2.5,
    retention: 1.0,
    dims: { length: 4870, width: 1875, height: 1675 },
    gvmKg: 2300,
    fuelTankL: 63,
    towingKg: TOW(2000),
    ancap: 5,
    wmi: "JF2",
    badges: [
      ["AWD", 45990, pt("Petrol", 2.5, 4, "Aspirated", "CVT", "AWD", 7.3, 245, 138)],
      ["AWD Sport", 50990, pt("Petrol", 2.5, 4, "Aspirated", "CVT", "AWD", 7.3, 245, 138), ["Water Repellent Upholstery", "Power Tailgate"]],
      ["AWD Touring XT", 56990, pt("Petrol", 2.4, 4, "Turbo", "CVT", "AWD", 9.0, 350, 183), ["Nappa Leather Seats", "Sunroof"]],
    ],
  }),
  model({
    make: "Subaru",
    model: "Crosstrek",
    series: [
      [2018, "G5X"],
      [2023, "GU"],
    ],
    simpleBody: "suv",
    body: "4D Wagon",
    bodyConfig: "Wagon",
    family: "hatch",
    doors: 4,
    seats: 5,
    popularity: 2,
    retention: 1.0,
    dims: { length: 4495, width: 1800, height: 1600 },
    gvmKg: 1900,
    fuelTankL: 63,
    towingKg: TOW(1400),
    ancap: 5,
    wmi: "JF1",
    badges: [
      ["2.0R", 37990, pt("Petrol", 2.0, 4, "Aspirated", "CVT", "AWD", 7.2, 196, 115)],
      ["2.0S", 43990, pt("Petrol", 2.0, 4, "Aspirated", "CVT", "AWD", 7.2, 196, 115), ["Leather Seats"]],
      ["Hybrid S", 46990, pt("Hybrid", 2.0, 4, "Aspirated", "CVT", "AWD", 6.5, 196, 110), ["Leather Seats", "Sunroof"]],
    ],
  }),
  model({
    make: "Subaru",
    model: "WRX",
    series: [[2022, "VB"]],
    ...BODY.sedan,
    popularity: 1,
    retention: 1.05,
    dims: { length: 4669, width: 1826, height: 1468 },
    gvmKg: 2030,
    fuelTankL: 63,
    towingKg: TOW(1200),
    ancap: null,
    wmi: "JF1",
    badges: [
      ["WRX", 46990, pt("Petrol", 2.4, 4, "Turbo", "M6", "AWD", 10.8, 350, 202, "Premium Unleaded Petrol"), ["Sports Seats"]],
      ["tS", 59990, pt("Petrol", 2.4, 4, "Turbo", "CVT", "AWD", 8.6, 350, 202, "Premium Unleaded Petrol"), ["Recaro Sports Seats", "Adaptive Dampers"]],
    ],
  }),
  // ------------------------------------------------------------------ Isuzu UTE
  model({
    make: "Isuzu",
    model: "D-MAX",
    series: [[2020, "RG"]],
    simpleBody: "ute",
    body: "Crew Cab Utility",
    bodyConfig: "Dual Cab Pick-up",
    family: "ute",
    doors: 4,
    seats: 5,
    popularity: 6,
    retention: 1.05,
    dims: { length: 5280, width: 1870, height: 1790 },
    gvmKg: 3100,
    fuelTankL: 76,
    towingKg: TOW(3500),
    ancap: 5,
    wmi: "MPA",
    warrantyYears: 6,
    badges: [
      ["SX", 48990, pt("Diesel", 3.0, 4, "Turbo", "A6", "4WD", 8.0, 450, 140)],
      ["LS-M", 55990, pt("Diesel", 3.0, 4, "Turbo", "A6", "4WD", 8.0, 450, 140), ["Alloy Wheels", "Side Steps"]],
      ["LS-U", 60990, pt("Diesel", 3.0, 4, "Turbo", "A6", "4WD", 8.0, 450, 140), ["Satellite Navigation", "Dual Zone Climate Control"]],
      ["X-TERRAIN", 68990, pt("Diesel", 3.0, 4, "Turbo", "A6", "4WD", 8.0, 450, 140), ["Electric Roller Shutter", "Leather Accented Seats"]],
    ],
  }),
  model({
    make: "Isuzu",
    model: "MU-X",
    series: [[2021, "RJ"]],
    ...BODY.suv7Seat,
    popularity: 2.5,
    retention: 1.05,
    dims: { length: 4850, width: 1870, height: 1825 },
    gvmKg: 2800,
    fuelTankL: 80,
    towingKg: TOW(3500),
    ancap: 5,
    wmi: "MPA",
    warrantyYears: 6,
    badges: [
      ["LS-M", 52990, pt("Diesel", 3.0, 4, "Turbo", "A6", "4WD", 8.3, 450, 140)],
      ["LS-U", 58990, pt("Diesel", 3.0, 4, "Turbo", "A6", "4WD", 8.3, 450, 140), ["Satellite Navigation"]],
      ["LS-T", 64990, pt("Diesel", 3.0, 4, "Turbo", "A6", "4WD", 8.3, 450, 140), ["Leather Seats", "Power Tailgate", "Heated Front Seats"]],
    ],
  }),
  // ------------------------------------------------------------------ MG
  model({
    make: "MG",
    model: "ZS",
    series: [
      [2018, "AZS1"],
      [2025, "ZS Hybrid+"],
    ],
    ...BODY.suv5Seat,
    popularity: 5,
    retention: 0.82,
    dims: { length: 4430, width: 1818, height: 1635 },
    gvmKg: 1800,
    fuelTankL: 48,
    towingKg: TOW(500),
    ancap: 5,
    wmi: "LSJ",
    warrantyYears: 10,
    badges: [
      ["Vibe", 24990, pt("Petrol", 1.5, 4, "Aspirated", "CVT", "FWD", 6.9, 141, 84)],
      ["Excite", 27990, pt("Petrol", 1.5, 4, "Aspirated", "CVT", "FWD", 6.9, 141, 84), ["Satellite Navigation"]],
      ["Essence Hybrid+", 34990, pt("Hybrid", 1.5, 4, "Aspirated", "A3", "FWD", 4.8, 250, 145), ["Leather Accented Seats", "360 Degree Camera"]],
    ],
  }),
  model({
    make: "MG",
    model: "MG3",
    series: [[2024, "SZP1"]],
    ...BODY.hatch,
    popularity: 3,
    retention: 0.85,
    dims: { length: 4113, width: 1797, height: 1502 },
    gvmKg: 1590,
    fuelTankL: 42,
    towingKg: null,
    ancap: null,
    wmi: "LSJ",
    warrantyYears: 10,
    badges: [
      ["Vibe", 22990, pt("Petrol", 1.5, 4, "Aspirated", "CVT", "FWD", 6.0, 142, 81)],
      ["Excite Hybrid+", 28990, pt("Hybrid", 1.5, 4, "Aspirated", "A3", "FWD", 4.3, 250, 155), ["Satellite Navigation", "Keyless Entry"]],
    ],
  }),
  model({
    make: "MG",
    model: "HS",
    series: [
      [2019, "SAS23"],
      [2025, "AS23"],
    ],
    ...BODY.suv5Seat,
    popularity: 3,
    retention: 0.82,
    dims: { length: 4610, width: 1876, height: 1685 },
    gvmKg: 2050,
    fuelTankL: 55,
    towingKg: TOW(1500),
    ancap: 5,
    wmi: "LSJ",
    warrantyYears: 10,
    badges: [
      ["Vibe", 32990, pt("Petrol", 1.5, 4, "Turbo", "DCT7", "FWD", 7.3, 250, 119)],
      ["Essence", 39990, pt("Petrol", 1.5, 4, "Turbo", "DCT7", "FWD", 7.3, 250, 119), ["Panoramic Sunroof", "Power Tailgate"]],
      ["Essence PHEV", 47990, pt("PHEV", 1.5, 4, "Turbo", "A10", "FWD", 1.7, 370, 190), ["Panoramic Sunroof", "Leather Seats"]],
    ],
  }),
  model({
    make: "MG",
    model: "MG4",
    series: [[2023, "EH32"]],
    ...BODY.hatch,
    popularity: 2,
    retention: 0.72,
    dims: { length: 4287, width: 1836, height: 1504 },
    gvmKg: 2050,
    fuelTankL: null,
    towingKg: null,
    ancap: 5,
    wmi: "LSJ",
    warrantyYears: 10,
    badges: [
      ["Excite 51", 35990, pt("Electric", null, null, null, "R1", "RWD", null, 250, 125), ["DC Fast Charging"]],
      ["Essence 64", 44990, pt("Electric", null, null, null, "R1", "RWD", null, 250, 150), ["DC Fast Charging", "360 Degree Camera", "Heated Front Seats"]],
    ],
  }),
  // ------------------------------------------------------------------ BMW
  model({
    make: "BMW",
    model: "3 Series",
    series: [[2019, "G20"]],
    ...BODY.sedan,
    popularity: 1.5,
    retention: 0.82,
    dims: { length: 4713, width: 1827, height: 1440 },
    gvmKg: 2070,
    fuelTankL: 59,
    towingKg: TOW(1600),
    ancap: 5,
    wmi: "WBA",
    warrantyYears: 5,
    badges: [
      ["320i M Sport", 75990, pt("Petrol", 2.0, 4, "Turbo", "A8", "RWD", 6.4, 300, 135, "Premium Unleaded Petrol"), ["Leather Seats", "Head-Up Display"]],
      ["330e M Sport", 82990, pt("PHEV", 2.0, 4, "Turbo", "A8", "RWD", 1.9, 420, 215, "Premium Unleaded Petrol"), ["Leather Seats", "Head-Up Display"]],
      ["M340i xDrive", 110990, pt("Petrol", 3.0, 6, "Turbo", "A8", "AWD", 8.0, 500, 285, "Premium Unleaded Petrol"), ["Adaptive M Suspension", "Harman Kardon Audio"]],
    ],
  }),
  model({
    make: "BMW",
    model: "X3",
    series: [
      [2018, "G01"],
      [2025, "G45"],
    ],
    ...BODY.suv5Seat,
    popularity: 1.5,
    retention: 0.82,
    dims: { length: 4708, width: 1891, height: 1676 },
    gvmKg: 2500,
    fuelTankL: 68,
    towingKg: TOW(2000),
    ancap: 5,
    wmi: "5UX",
    badges: [
      ["20 xDrive", 79990, pt("Petrol", 2.0, 4, "Turbo", "A8", "AWD", 7.4, 330, 140, "Premium Unleaded Petrol"), ["Leather Seats", "Power Tailgate"]],
      ["30e xDrive M Sport", 95990, pt("PHEV", 2.0, 4, "Turbo", "A8", "AWD", 1.7, 450, 220, "Premium Unleaded Petrol"), ["Head-Up Display", "Panoramic Sunroof"]],
      ["M50 xDrive", 124990, pt("Petrol", 3.0, 6, "Turbo", "A8", "AWD", 8.3, 580, 293, "Premium Unleaded Petrol"), ["Adaptive M Suspension", "Bowers & Wilkins Audio"]],
    ],
  }),
  model({
    make: "BMW",
    model: "X5",
    series: [[2019, "G05"]],
    ...BODY.suv5Seat,
    popularity: 1,
    retention: 0.8,
    dims: { length: 4935, width: 2004, height: 1765 },
    gvmKg: 2950,
    fuelTankL: 80,
    towingKg: TOW(2700),
    ancap: 5,
    wmi: "5UX",
    badges: [
      ["xDrive30d", 128990, pt("Diesel", 3.0, 6, "Turbo", "A8", "AWD", 7.2, 670, 219), ["Air Suspension", "Leather Seats", "Head-Up Display"]],
      ["xDrive50e M Sport", 149990, pt("PHEV", 3.0, 6, "Turbo", "A8", "AWD", 1.2, 700, 360, "Premium Unleaded Petrol"), ["Air Suspension", "Panoramic Sunroof"]],
    ],
  }),
  model({
    make: "BMW",
    model: "i4",
    series: [[2022, "G26"]],
    simpleBody: "sedan",
    body: "5D Gran Coupe",
    bodyConfig: "Sedan",
    family: "sedan",
    doors: 5,
    seats: 5,
    popularity: 0.6,
    retention: 0.72,
    dims: { length: 4783, width: 1852, height: 1448 },
    gvmKg: 2600,
    fuelTankL: null,
    towingKg: TOW(1600),
    ancap: 5,
    wmi: "WBA",
    badges: [
      ["eDrive35 M Sport", 85990, pt("Electric", null, null, null, "R1", "RWD", null, 400, 210), ["DC Fast Charging", "Leather Seats"]],
      ["M50 xDrive", 115990, pt("Electric", null, null, null, "R1", "AWD", null, 795, 400), ["DC Fast Charging", "Adaptive M Suspension"]],
    ],
  }),
  // ------------------------------------------------------------------ Mercedes-Benz
  model({
    make: "Mercedes-Benz",
    model: "C-Class",
    series: [[2022, "W206"]],
    ...BODY.sedan,
    popularity: 1.5,
    retention: 0.8,
    dims: { length: 4751, width: 1820, height: 1438 },
    gvmKg: 2230,
    fuelTankL: 66,
    towingKg: TOW(1800),
    ancap: 5,
    wmi: "W1K",
    badges: [
      ["C200", 80990, pt("Petrol", 1.5, 4, "Turbo", "A9", "RWD", 6.8, 300, 150, "Premium Unleaded Petrol"), ["Leather Seats", "Ambient Lighting"]],
      ["C300", 95990, pt("Petrol", 2.0, 4, "Turbo", "A9", "RWD", 7.1, 400, 190, "Premium Unleaded Petrol"), ["Burmester Audio", "Head-Up Display"]],
    ],
  }),
  model({
    make: "Mercedes-Benz",
    model: "GLC",
    series: [[2023, "X254"]],
    ...BODY.suv5Seat,
    popularity: 1.5,
    retention: 0.8,
    dims: { length: 4716, width: 1890, height: 1640 },
    gvmKg: 2620,
    fuelTankL: 62,
    towingKg: TOW(2500),
    ancap: 5,
    wmi: "W1N",
    badges: [["GLC 300 4MATIC", 99990, pt("Petrol", 2.0, 4, "Turbo", "A9", "AWD", 7.7, 400, 190, "Premium Unleaded Petrol"), ["Leather Seats", "Panoramic Sunroof", "Burmester Audio"]]],
  }),
  model({
    make: "Mercedes-Benz",
    model: "A-Class",
    series: [[2018, "W177"]],
    ...BODY.hatch,
    popularity: 1.2,
    retention: 0.8,
    dims: { length: 4419, width: 1796, height: 1440 },
    gvmKg: 1900,
    fuelTankL: 43,
    towingKg: TOW(1400),
    ancap: 5,
    wmi: "W1K",
    badges: [
      ["A200", 60990, pt("Petrol", 1.3, 4, "Turbo", "DCT7", "FWD", 5.9, 250, 120, "Premium Unleaded Petrol"), ["Ambient Lighting"]],
      ["A250 4MATIC", 72990, pt("Petrol", 2.0, 4, "Turbo", "DCT8", "AWD", 7.1, 350, 165, "Premium Unleaded Petrol"), ["Leather Seats", "Head-Up Display"]],
    ],
  }),
  // ------------------------------------------------------------------ Tesla
  model({
    make: "Tesla",
    model: "Model 3",
    series: [
      [2019, "Model 3"],
      [2024, "Highland"],
    ],
    ...BODY.sedan,
    popularity: 3,
    retention: 0.75,
    dims: { length: 4720, width: 1850, height: 1441 },
    gvmKg: 2200,
    fuelTankL: null,
    towingKg: TOW(1000),
    ancap: 5,
    wmi: "LRW",
    warrantyYears: 4,
    badges: [
      ["Rear-Wheel Drive", 54990, pt("Electric", null, null, null, "R1", "RWD", null, 420, 208), ["Glass Roof", "DC Fast Charging", "Autopilot"]],
      ["Long Range AWD", 65990, pt("Electric", null, null, null, "R1", "AWD", null, 493, 366), ["Glass Roof", "DC Fast Charging", "Premium Audio"]],
      ["Performance AWD", 79990, pt("Electric", null, null, null, "R1", "AWD", null, 741, 460), ["Adaptive Suspension", "Sports Seats"]],
    ],
  }),
  model({
    make: "Tesla",
    model: "Model Y",
    series: [
      [2022, "Model Y"],
      [2025, "Juniper"],
    ],
    ...BODY.suv5Seat,
    popularity: 5,
    retention: 0.76,
    dims: { length: 4797, width: 1921, height: 1624 },
    gvmKg: 2400,
    fuelTankL: null,
    towingKg: TOW(1600),
    ancap: 5,
    wmi: "LRW",
    warrantyYears: 4,
    badges: [
      ["Rear-Wheel Drive", 58990, pt("Electric", null, null, null, "R1", "RWD", null, 420, 220), ["Glass Roof", "Power Tailgate", "DC Fast Charging"]],
      ["Long Range AWD", 68990, pt("Electric", null, null, null, "R1", "AWD", null, 493, 378), ["Glass Roof", "Power Tailgate", "Premium Audio"]],
      ["Performance AWD", 79990, pt("Electric", null, null, null, "R1", "AWD", null, 660, 393), ["Adaptive Suspension", "Sports Seats"]],
    ],
  }),
  // ------------------------------------------------------------------ Suzuki
  model({
    make: "Suzuki",
    model: "Swift",
    series: [
      [2017, "AZ"],
      [2024, "AZH"],
    ],
    ...BODY.hatch,
    popularity: 2.5,
    retention: 1.0,
    dims: { length: 3860, width: 1695, height: 1500 },
    gvmKg: 1365,
    fuelTankL: 37,
    towingKg: TOW(1000),
    ancap: null,
    wmi: "JSA",
    badges: [
      ["GL", 24490, pt("Hybrid", 1.2, 3, "Aspirated", "CVT", "FWD", 3.8, 112, 61)],
      ["GLX", 27490, pt("Hybrid", 1.2, 3, "Aspirated", "CVT", "FWD", 3.8, 112, 61), ["Satellite Navigation", "Adaptive Cruise Control"]],
      ["Sport", 29990, pt("Petrol", 1.4, 4, "Turbo", "A6", "FWD", 6.1, 230, 103, "Premium Unleaded Petrol"), ["Sports Seats"]],
    ],
  }),
  model({
    make: "Suzuki",
    model: "Vitara",
    series: [[2016, "LY"]],
    ...BODY.suv5Seat,
    popularity: 1.2,
    retention: 0.95,
    dims: { length: 4175, width: 1775, height: 1610 },
    gvmKg: 1730,
    fuelTankL: 47,
    towingKg: TOW(1200),
    ancap: null,
    wmi: "JSA",
    badges: [
      ["Vitara", 31990, pt("Petrol", 1.6, 4, "Aspirated", "A6", "FWD", 6.2, 156, 86)],
      ["Turbo ALLGRIP", 40990, pt("Petrol", 1.4, 4, "Turbo", "A6", "AWD", 6.2, 220, 103, "Premium Unleaded Petrol"), ["Leather Seats", "Sunroof"]],
    ],
  }),
  model({
    make: "Suzuki",
    model: "Jimny",
    series: [[2018, "GJ"]],
    simpleBody: "4x4",
    body: "3D Hardtop",
    bodyConfig: "Wagon",
    family: "suv",
    doors: 3,
    seats: 4,
    popularity: 2,
    retention: 1.25,
    dims: { length: 3645, width: 1645, height: 1720 },
    gvmKg: 1435,
    fuelTankL: 40,
    towingKg: TOW(1300),
    ancap: null,
    wmi: "JSA",
    badges: [
      ["Lite", 32990, pt("Petrol", 1.5, 4, "Aspirated", "M5", "4WD", 6.4, 130, 75)],
      ["Jimny", 35990, pt("Petrol", 1.5, 4, "Aspirated", "A4", "4WD", 6.9, 130, 75), ["Climate Control", "LED Headlights"]],
      ["XL", 38990, pt("Petrol", 1.5, 4, "Aspirated", "A4", "4WD", 7.0, 130, 75), ["Climate Control", "LED Headlights"]],
    ],
  }),
  // ------------------------------------------------------------------ Honda
  model({
    make: "Honda",
    model: "CR-V",
    series: [
      [2018, "RW"],
      [2023, "RS"],
    ],
    ...BODY.suv5Seat,
    popularity: 2.5,
    retention: 1.0,
    dims: { length: 4691, width: 1866, height: 1691 },
    gvmKg: 2140,
    fuelTankL: 57,
    towingKg: TOW(1500),
    ancap: 5,
    wmi: "JHM",
    warrantyYears: 5,
    badges: [
      ["VTi X", 45990, pt("Petrol", 1.5, 4, "Turbo", "CVT", "FWD", 7.3, 240, 140)],
      ["VTi L AWD", 53990, pt("Petrol", 1.5, 4, "Turbo", "CVT", "AWD", 7.6, 240, 140), ["Leather Seats", "Power Tailgate"]],
      ["e:HEV RS", 60990, pt("Hybrid", 2.0, 4, "Aspirated", "e-CVT", "AWD", 5.5, 335, 135), ["Head-Up Display", "Panoramic Sunroof"]],
    ],
  }),
  model({
    make: "Honda",
    model: "Civic",
    series: [[2022, "FL"]],
    ...BODY.hatch,
    popularity: 1.2,
    retention: 1.02,
    dims: { length: 4560, width: 1802, height: 1415 },
    gvmKg: 1780,
    fuelTankL: 47,
    towingKg: null,
    ancap: 5,
    wmi: "JHM",
    badges: [
      ["e:HEV LX", 49990, pt("Hybrid", 2.0, 4, "Aspirated", "e-CVT", "FWD", 4.2, 315, 135), ["Leather Seats", "Bose Audio"]],
      ["Type R", 72990, pt("Petrol", 2.0, 4, "Turbo", "M6", "FWD", 8.8, 420, 235, "Premium Unleaded Petrol"), ["Limited Slip Differential", "Sports Seats"]],
    ],
  }),
  model({
    make: "Honda",
    model: "HR-V",
    series: [[2022, "RV"]],
    ...BODY.suv5Seat,
    popularity: 1.5,
    retention: 0.98,
    dims: { length: 4346, width: 1790, height: 1582 },
    gvmKg: 1770,
    fuelTankL: 40,
    towingKg: null,
    ancap: 5,
    wmi: "MRH",
    badges: [
      ["Vi X", 37990, pt("Petrol", 1.5, 4, "Aspirated", "CVT", "FWD", 6.1, 145, 89)],
      ["e:HEV L", 46990, pt("Hybrid", 1.5, 4, "Aspirated", "e-CVT", "FWD", 4.3, 253, 96), ["Leather Seats", "Power Tailgate"]],
    ],
  }),
  // ------------------------------------------------------------------ BYD / GWM
  model({
    make: "BYD",
    model: "Atto 3",
    series: [[2022, "Atto 3"]],
    ...BODY.suv5Seat,
    popularity: 2.5,
    retention: 0.7,
    dims: { length: 4455, width: 1875, height: 1615 },
    gvmKg: 2200,
    fuelTankL: null,
    towingKg: null,
    ancap: 5,
    wmi: "LGX",
    warrantyYears: 6,
    badges: [
      ["Standard Range", 44499, pt("Electric", null, null, null, "R1", "FWD", null, 310, 150), ["DC Fast Charging", "Vehicle to Load", "Panoramic Sunroof"]],
      ["Extended Range", 47999, pt("Electric", null, null, null, "R1", "FWD", null, 310, 150), ["DC Fast Charging", "Vehicle to Load", "Panoramic Sunroof"]],
    ],
  }),
  model({
    make: "BYD",
    model: "Seal",
    series: [[2023, "Seal"]],
    ...BODY.sedan,
    popularity: 1,
    retention: 0.7,
    dims: { length: 4800, width: 1875, height: 1460 },
    gvmKg: 2410,
    fuelTankL: null,
    towingKg: null,
    ancap: 5,
    wmi: "LGX",
    warrantyYears: 6,
    badges: [
      ["Dynamic RWD", 49888, pt("Electric", null, null, null, "R1", "RWD", null, 310, 150), ["DC Fast Charging", "Glass Roof"]],
      ["Performance AWD", 69888, pt("Electric", null, null, null, "R1", "AWD", null, 670, 390), ["DC Fast Charging", "Head-Up Display"]],
    ],
  }),
  model({
    make: "BYD",
    model: "Shark 6",
    series: [[2024, "Shark 6"]],
    ...BODY.dualCabUte,
    popularity: 2,
    retention: 0.8,
    dims: { length: 5457, width: 1971, height: 1925 },
    gvmKg: 3200,
    fuelTankL: 60,
    towingKg: TOW(2500),
    ancap: 5,
    wmi: "LGX",
    warrantyYears: 6,
    badges: [["Premium", 57900, pt("PHEV", 1.5, 4, "Turbo", "R1", "4WD", 2.0, 650, 321), ["Vehicle to Load", "Heated and Ventilated Front Seats", "360 Degree Camera"]]],
  }),
  model({
    make: "GWM",
    model: "Cannon",
    series: [[2021, "NPW"]],
    ...BODY.dualCabUte,
    popularity: 2.5,
    retention: 0.85,
    dims: { length: 5410, width: 1934, height: 1886 },
    gvmKg: 3150,
    fuelTankL: 78,
    towingKg: TOW(3000),
    ancap: 5,
    wmi: "LGW",
    warrantyYears: 7,
    badges: [
      ["Cannon", 40990, pt("Diesel", 2.4, 4, "Turbo", "A9", "4WD", 8.9, 480, 135)],
      ["Cannon Ultra", 50990, pt("Diesel", 2.4, 4, "Turbo", "A9", "4WD", 8.9, 480, 135), ["Leather Seats", "Heated Front Seats"]],
    ],
  }),
  // ------------------------------------------------------------------ Motorcycles
  ...[
    ["Yamaha", "MT-07", "Naked", 2018, "MT07", 12499, bike(0.689, 2, 4.3, 67, 54), "JYA", 4],
    ["Yamaha", "MT-07 LA", "Naked", 2018, "MT07LA", 11999, bike(0.655, 2, 4.2, 63, 39), "JYA", 4],
    ["Yamaha", "YZF-R3", "Sport", 2019, "R3", 8999, bike(0.321, 2, 3.8, 30, 31), "JYA", 3],
    ["Yamaha", "Tenere 700", "Adventure", 2019, "XTZ690", 18999, bike(0.689, 2, 4.3, 68, 54), "JYA", 3],
    ["Yamaha", "MT-09", "Naked", 2021, "MT09", 16999, bike(0.89, 3, 5.0, 93, 87), "JYA", 2],
    ["Honda", "NX500", "Adventure", 2024, "NX500", 10999, bike(0.471, 2, 3.6, 43, 35), "JH2", 2],
    ["Honda", "CB500X", "Adventure", 2019, "CB500X", 9999, bike(0.471, 2, 3.6, 43, 35), "JH2", 2],
    ["Honda", "CB650R", "Naked", 2019, "CB650R", 13999, bike(0.649, 4, 5.0, 63, 70), "JH2", 2],
    ["Honda", "Africa Twin", "Adventure", 2020, "CRF1100L", 24999, bike(1.084, 2, 5.0, 105, 75), "JH2", 2],
    ["Kawasaki", "Ninja 400", "Sport", 2018, "EX400", 8499, bike(0.399, 2, 3.9, 38, 33), "JKA", 3],
    ["Kawasaki", "Z900", "Naked", 2017, "ZR900", 14999, bike(0.948, 4, 5.8, 98, 92), "JKA", 3],
    ["Kawasaki", "Versys 650", "Adventure", 2017, "LE650", 12999, bike(0.649, 2, 4.7, 61, 49), "JKA", 1.5],
    ["Harley-Davidson", "Street Bob 114", "Cruiser", 2018, "FXBBS", 28495, bike(1.868, 2, 5.6, 155, 69, "Belt"), "1HD", 1.5],
    ["Harley-Davidson", "Fat Boy 114", "Cruiser", 2018, "FLFBS", 36495, bike(1.868, 2, 5.6, 155, 69, "Belt"), "1HD", 1],
    ["Harley-Davidson", "Pan America 1250 Special", "Adventure", 2021, "RA1250S", 33995, bike(1.252, 2, 6.0, 127, 112, "Chain"), "1HD", 0.6],
    ["KTM", "390 Duke", "Naked", 2017, "390 Duke", 8495, bike(0.399, 1, 3.5, 39, 33), "VBK", 2],
    ["KTM", "890 Adventure", "Adventure", 2021, "890 ADV", 20995, bike(0.889, 2, 4.5, 100, 77), "VBK", 1],
    ["BMW", "R 1250 GS", "Adventure", 2019, "K50", 31990, bike(1.254, 2, 4.8, 143, 100, "Shaft"), "WB1", 1.2],
    ["BMW", "F 900 R", "Naked", 2020, "K83", 16990, bike(0.895, 2, 4.4, 92, 77), "WB1", 0.6],
    ["Suzuki", "GSX-8S", "Naked", 2023, "GSX-8S", 14290, bike(0.776, 2, 4.2, 78, 61), "JS1", 1],
    ["Suzuki", "V-Strom 650", "Adventure", 2017, "DL650", 13490, bike(0.645, 2, 4.6, 62, 52), "JS1", 1],
    ["Triumph", "Trident 660", "Naked", 2021, "Trident 660", 12990, bike(0.66, 3, 4.7, 64, 60), "SMT", 0.8],
  ].map(([make, name, kind, from, series, price, p, wmi, popularity]) =>
    model({
      itemType: "motorcycle",
      make: make as string,
      model: name as string,
      series: [[from as number, series as string]],
      simpleBody: "motorcycle",
      body: kind as string,
      bodyConfig: kind as string,
      family: "motorcycle",
      doors: null,
      seats: 2,
      popularity: popularity as number,
      retention: make === "Harley-Davidson" ? 1.05 : 0.95,
      dims: { length: kind === "Cruiser" ? 2320 : kind === "Adventure" ? 2330 : 2090, width: kind === "Adventure" ? 920 : 780, height: kind === "Adventure" ? 1450 : 1110 },
      gvmKg: null,
      fuelTankL: kind === "Adventure" ? 18 : 14,
      towingKg: null,
      ancap: null,
      wmi: wmi as string,
      warrantyYears: make === "Honda" || make === "Yamaha" ? 2 : 3,
      badges: [[kind === "Cruiser" ? "Cruiser" : kind === "Sport" ? "ABS" : "Standard", price as number, p as Powertrain, []]],
    }),
  ),
  // ------------------------------------------------------------------ Trucks
  ...[
    ["Isuzu", "N Series", "NLR 45-150 AMT", "NLR", 2017, 62990, 3.0, 4, 375, 110, 4500, "lightTruck"],
    ["Isuzu", "N Series", "NPR 45-155 AMT", "NPR", 2017, 74990, 5.2, 4, 419, 114, 4500, "lightTruck"],
    ["Isuzu", "N Series", "NPR 75-190 Crew", "NPR", 2017, 89990, 5.2, 4, 513, 140, 7500, "cabChassis"],
    ["Isuzu", "F Series", "FRR 110-260 AMT", "FRR", 2017, 119990, 5.2, 4, 761, 176, 11000, "cabChassis"],
    ["Isuzu", "F Series", "FVR 165-300 Auto", "FVR", 2017, 149990, 7.8, 6, 981, 221, 16500, "cabChassis"],
    ["Hino", "300 Series", "616 IFS Auto", "XKU", 2017, 71990, 4.0, 4, 464, 110, 6500, "lightTruck"],
    ["Hino", "300 Series", "921 Hybrid", "XKU", 2017, 92990, 4.0, 4, 464, 110, 8500, "cabChassis"],
    ["Hino", "500 Series", "FC 1124 Auto", "FC", 2017, 124990, 5.1, 4, 760, 177, 11000, "cabChassis"],
    ["Fuso", "Canter", "515 Wide Cab AMT", "FEB71", 2017, 67990, 3.0, 4, 430, 110, 5500, "lightTruck"],
    ["Fuso", "Canter", "918 Wide Cab", "FEB91", 2017, 82990, 3.0, 4, 430, 129, 8500, "cabChassis"],
  ].map(([make, name, badge, series, from, price, litres, cyl, torque, kw, gvm, sb]) =>
    model({
      itemType: "truck",
      make: make as string,
      model: name as string,
      series: [[from as number, series as string]],
      simpleBody: sb as SimpleBody,
      body: "Cab Chassis",
      bodyConfig: "Cab Chassis",
      family: "truck",
      doors: (badge as string).includes("Crew") ? 4 : 2,
      seats: (badge as string).includes("Crew") ? 7 : 3,
      popularity: (gvm as number) <= 6500 ? 2 : 1,
      retention: 1.0,
      dims: { length: 6900, width: 2000, height: 3250 },
      gvmKg: gvm as number,
      fuelTankL: (gvm as number) > 10000 ? 200 : 100,
      towingKg: TOW((gvm as number) > 10000 ? 4500 : 3500),
      ancap: null,
      wmi: make === "Isuzu" ? "JAL" : make === "Hino" ? "JHH" : "JLF",
      warrantyYears: 3,
      badges: [
        [
          badge as string,
          price as number,
          pt(
            (badge as string).includes("Hybrid") ? "Hybrid" : "Diesel",
            litres as number,
            cyl as number,
            "Turbo",
            (badge as string).includes("AMT") ? "AMT6" : "A6",
            "2WD",
            (gvm as number) > 10000 ? 22 : 14,
            torque as number,
            kw as number,
            (badge as string).includes("Hybrid") ? "Hybrid (Diesel/Electric)" : "Diesel",
          ),
          ["Pantech Body", "Rear Roller Door"],
        ],
      ],
    }),
  ),
  // ------------------------------------------------------------------ Caravans
  ...[
    ["Jayco", "Journey", "21.66-3 Outback", "JY21", 2017, 84990, 6.9, 2.39, 2580, 3150, "Tandem", 4],
    ["Jayco", "Starcraft", "17.55-3 Outback", "SC17", 2017, 59990, 5.5, 2.39, 1900, 2400, "Single", 4],
    ["Jayco", "Silverline", "21.66-3 Outback", "SL21", 2018, 109990, 7.1, 2.45, 2790, 3400, "Tandem", 2],
    ["Jayco", "Crosstrak", "14.44-1", "CT14", 2022, 48990, 4.8, 2.2, 1420, 1900, "Single", 2],
    ["Lotus Caravans", "Trooper", "19'6\" Family Bunk", "TRP", 2018, 129990, 6.6, 2.45, 2750, 3500, "Tandem", 6],
    ["Lotus Caravans", "Freelander", "21'6\" Ensuite", "FRL", 2018, 112990, 7.2, 2.45, 2850, 3500, "Tandem", 2],
    ["Crusader Caravans", "Excalibur", "21'6\" Ensuite", "EXC", 2017, 94990, 7.3, 2.45, 2690, 3300, "Tandem", 2],
    ["Crusader Caravans", "Regent", "19'6\" Ensuite", "REG", 2017, 82990, 6.7, 2.4, 2450, 3000, "Tandem", 2],
    ["New Age", "Manta Ray", "MR19ERS2", "MR", 2017, 86990, 6.6, 2.42, 2520, 3200, "Tandem", 2],
    ["New Age", "Big Red", "BR22", "BR", 2019, 104990, 7.6, 2.45, 2950, 3500, "Tandem", 4],
    ["Zone RV", "Z-19", "Z-19 Family", "Z19", 2019, 119990, 6.8, 2.4, 2450, 3500, "Tandem", 5],
  ].map(([make, name, badge, series, from, price, len, wid, tare, atm, axle, sleeps]) =>
    model({
      itemType: "caravan",
      make: make as string,
      model: name as string,
      series: [[from as number, series as string]],
      simpleBody: "caravan",
      body: (badge as string).includes("Outback") || make === "Zone RV" || name === "Trooper" ? "Off Road Caravan" : "Caravan",
      bodyConfig: "Caravan",
      family: "caravan",
      doors: 1,
      seats: sleeps as number,
      popularity: make === "Jayco" ? 3 : 1.5,
      retention: 1.05,
      dims: { length: Math.round((len as number) * 1000), width: Math.round((wid as number) * 1000), height: 3050 },
      gvmKg: atm as number,
      fuelTankL: null,
      towingKg: null,
      ancap: null,
      wmi: ({ Jayco: "6T9", "Lotus Caravans": "6S9", "Crusader Caravans": "6U9", "New Age": "6M9", "Zone RV": "6Z9" } as Record<string, string>)[make as string],
      warrantyYears: 3,
      caravan: { lengthM: len as number, widthM: wid as number, tareKg: tare as number, atmKg: atm as number, axle: axle as "Single" | "Tandem", sleeps: sleeps as number },
      badges: [[badge as string, price as number, pt("Petrol", null, null, null, "R1", null, null, 0, 0), []]],
    }),
  ),
];

// ---------------------------------------------------------------------------------------------
// Paint

/** Canonical paints: the artwork renders one image set per body family and paint. */
export const PAINTS = {
  "glacier-white": "#f1f2f3",
  "pearl-white": "#e9e6df",
  silver: "#b9bec4",
  graphite: "#5a5f66",
  black: "#18191b",
  red: "#b5121b",
  blue: "#1f5aa6",
  navy: "#1d2b46",
  orange: "#d9611c",
  bronze: "#86674a",
  green: "#56624a",
  sand: "#c9b99b",
  lime: "#74b72e",
} as const;
export type PaintKey = keyof typeof PAINTS;

/** Colour names by make: [name, paint, relative share]. */
const MAKE_COLOURS: Record<string, [string, PaintKey, number][]> = {
  Toyota: [
    ["Glacier White", "glacier-white", 9],
    ["Crystal Pearl", "pearl-white", 4],
    ["Silver Pearl", "silver", 3],
    ["Graphite", "graphite", 4],
    ["Eclipse Black", "black", 3],
    ["Saturn Blue", "blue", 1.5],
    ["Feverish Red", "red", 1],
    ["Oxide Bronze", "bronze", 1],
  ],
  Ford: [
    ["Arctic White", "glacier-white", 8],
    ["Aluminium", "silver", 3],
    ["Meteor Grey", "graphite", 4],
    ["Shadow Black", "black", 3],
    ["Blue Lightning", "blue", 2],
    ["Lucid Red", "red", 1],
    ["Sedona Orange", "orange", 1.5],
    ["Equinox Bronze", "bronze", 1],
  ],
  Mazda: [
    ["Snowflake White Pearl", "pearl-white", 6],
    ["Sonic Silver", "silver", 2],
    ["Machine Grey", "graphite", 4],
    ["Jet Black", "black", 3],
    ["Soul Red Crystal", "red", 4],
    ["Deep Crystal Blue", "navy", 2],
    ["Zircon Sand", "sand", 1],
  ],
  Hyundai: [
    ["Polar White", "glacier-white", 6],
    ["Typhoon Silver", "silver", 3],
    ["Amazon Grey", "graphite", 3],
    ["Abyss Black", "black", 3],
    ["Fiery Red", "red", 1],
    ["Intense Blue", "blue", 1.5],
  ],
  Kia: [
    ["Clear White", "glacier-white", 6],
    ["Snow White Pearl", "pearl-white", 3],
    ["Steel Grey", "silver", 2],
    ["Gravity Grey", "graphite", 3],
    ["Aurora Black Pearl", "black", 3],
    ["Runway Red", "red", 1],
    ["Mineral Blue", "navy", 1.5],
  ],
  Mitsubishi: [
    ["White Solid", "glacier-white", 6],
    ["White Diamond", "pearl-white", 2],
    ["Sterling Silver", "silver", 2],
    ["Graphite Grey", "graphite", 3],
    ["Jet Black", "black", 2],
    ["Red Diamond", "red", 1],
    ["Yamabuki Orange", "orange", 1],
  ],
  Nissan: [
    ["Polar White", "glacier-white", 6],
    ["Brilliant Silver", "silver", 2],
    ["Gun Metallic", "graphite", 3],
    ["Diamond Black", "black", 2],
    ["Scarlet Ember", "red", 1],
    ["Forged Copper", "bronze", 1],
  ],
  Volkswagen: [
    ["Pure White", "glacier-white", 5],
    ["Reflex Silver", "silver", 2],
    ["Moonstone Grey", "graphite", 3],
    ["Deep Black Pearl", "black", 3],
    ["Kings Red", "red", 1.5],
    ["Lapiz Blue", "blue", 1.5],
  ],
  Subaru: [
    ["Crystal White Pearl", "pearl-white", 5],
    ["Ice Silver", "silver", 2],
    ["Magnetite Grey", "graphite", 3],
    ["Crystal Black Silica", "black", 2],
    ["Horizon Blue", "blue", 1.5],
    ["Autumn Green", "green", 1.5],
    ["Brilliant Bronze", "bronze", 1],
  ],
  Isuzu: [
    ["Mineral White", "glacier-white", 7],
    ["Mercury Silver", "silver", 2],
    ["Obsidian Grey", "graphite", 3],
    ["Basalt Black", "black", 2],
    ["Cobalt Blue", "blue", 1],
    ["Valencia Orange", "orange", 1],
  ],
  MG: [
    ["Dover White", "glacier-white", 5],
    ["Sterling Silver", "silver", 2],
    ["Tied Grey", "graphite", 2],
    ["Pebble Black", "black", 2],
    ["Diamond Red", "red", 1.5],
    ["Clipper Blue", "blue", 1],
  ],
  BMW: [
    ["Alpine White", "glacier-white", 4],
    ["Mineral White", "pearl-white", 3],
    ["Skyscraper Grey", "silver", 2],
    ["Brooklyn Grey", "graphite", 3],
    ["Black Sapphire", "black", 4],
    ["Portimao Blue", "blue", 1.5],
  ],
  "Mercedes-Benz": [
    ["Polar White", "glacier-white", 3],
    ["Opalite White", "pearl-white", 2],
    ["Iridium Silver", "silver", 2],
    ["Graphite Grey", "graphite", 3],
    ["Obsidian Black", "black", 4],
    ["Spectral Blue", "navy", 1],
  ],
  Tesla: [
    ["Pearl White", "pearl-white", 5],
    ["Quicksilver", "silver", 2],
    ["Stealth Grey", "graphite", 4],
    ["Solid Black", "black", 3],
    ["Deep Blue Metallic", "navy", 2],
    ["Ultra Red", "red", 1.5],
  ],
  Suzuki: [
    ["Pure White Pearl", "pearl-white", 4],
    ["Premium Silver", "silver", 2],
    ["Mineral Grey", "graphite", 2],
    ["Super Black Pearl", "black", 2],
    ["Burning Red", "red", 2],
    ["Jungle Green", "green", 1.5],
    ["Chiffon Ivory", "sand", 1],
  ],
  Honda: [
    ["Platinum White Pearl", "pearl-white", 5],
    ["Lunar Silver", "silver", 2],
    ["Meteoroid Grey", "graphite", 3],
    ["Crystal Black Pearl", "black", 3],
    ["Ignite Red", "red", 1],
    ["Canyon River Blue", "blue", 1],
  ],
  BYD: [
    ["Ski White", "glacier-white", 5],
    ["Boulder Grey", "graphite", 3],
    ["Cosmos Black", "black", 2],
    ["Surf Blue", "blue", 2],
    ["Parkour Red", "red", 1],
  ],
  GWM: [
    ["Pearl White", "pearl-white", 5],
    ["Crystal Black", "black", 2],
    ["Ayers Grey", "graphite", 3],
    ["Lava Red", "red", 1],
  ],
};

const MOTORCYCLE_COLOURS: Record<string, [string, PaintKey, number][]> = {
  Yamaha: [
    ["Icon Blue", "blue", 4],
    ["Tech Black", "black", 3],
    ["Cyan Storm", "graphite", 2],
  ],
  Honda: [
    ["Grand Prix Red", "red", 4],
    ["Matte Gunpowder Black", "black", 2],
    ["Pearl Glare White", "glacier-white", 1],
  ],
  Kawasaki: [
    ["Lime Green", "lime", 4],
    ["Metallic Spark Black", "black", 2],
    ["Pearl Robotic White", "glacier-white", 1],
  ],
  "Harley-Davidson": [
    ["Vivid Black", "black", 4],
    ["Billiard Red", "red", 1],
    ["Gunship Grey", "graphite", 1.5],
  ],
  KTM: [
    ["Orange", "orange", 4],
    ["Black", "black", 1],
  ],
  BMW: [
    ["Light White", "glacier-white", 2],
    ["Racing Blue", "blue", 2],
    ["Triple Black", "black", 2],
  ],
  Suzuki: [
    ["Metallic Triton Blue", "blue", 2],
    ["Glass Sparkle Black", "black", 2],
    ["Champion Yellow", "orange", 1],
  ],
  Triumph: [
    ["Silver Ice", "silver", 2],
    ["Crystal White", "glacier-white", 1],
    ["Sapphire Black", "black", 2],
  ],
};

const TRUCK_COLOURS: [string, PaintKey, number][] = [
  ["White", "glacier-white", 10],
  ["Silver", "silver", 1],
  ["Red", "red", 1],
];

const CARAVAN_COLOURS: [string, PaintKey, number][] = [
  ["Alpine White / Ebony Black", "black", 4],
  ["Alpine White / Graphite Grey", "graphite", 3],
  ["Alpine White / Ocean Blue", "blue", 1.5],
  ["Alpine White / Burnt Orange", "orange", 1],
];

export function colourOptions(m: CatalogModel): [string, PaintKey, number][] {
  if (m.itemType === "truck") return TRUCK_COLOURS;
  if (m.itemType === "caravan") return CARAVAN_COLOURS;
  if (m.itemType === "motorcycle") return MOTORCYCLE_COLOURS[m.make] ?? TRUCK_COLOURS;
  return MAKE_COLOURS[m.make] ?? MAKE_COLOURS.Toyota;
}

/** Interior trims: [name, trim key]. Interiors are drawn per trim. */
export const TRIMS = {
  black: "#1d1e21",
  grey: "#55595f",
  beige: "#c9b596",
  tan: "#8e5f3a",
} as const;
export type TrimKey = keyof typeof TRIMS;

export const INTERIOR_COLOURS: [string, TrimKey, number][] = [
  ["Black", "black", 10],
  ["Charcoal", "grey", 3],
  ["Ash Grey", "grey", 1],
  ["Beige", "beige", 1.5],
  ["Tan", "tan", 1],
];

/** Hex for any paint name in the catalogue (falls back to silver). */
export function colourHex(name: string): string {
  const all = [...Object.values(MAKE_COLOURS), ...Object.values(MOTORCYCLE_COLOURS), TRUCK_COLOURS, CARAVAN_COLOURS].flat();
  const hit = all.find(([n]) => n.toLowerCase() === name.toLowerCase());
  return PAINTS[hit ? hit[1] : "silver"];
}

// ---------------------------------------------------------------------------------------------
// Equipment

export const BASE_EQUIPMENT = {
  car: [
    "Reversing Camera",
    "Apple CarPlay",
    "Android Auto",
    "Bluetooth Connectivity",
    "Cruise Control",
    "Autonomous Emergency Braking",
    "Lane Keep Assist",
    "Lane Departure Warning",
    "Blind Spot Monitoring",
    "Rear Cross Traffic Alert",
    "Adaptive Cruise Control",
    "Rear Parking Sensors",
    "Front Parking Sensors",
    "Keyless Entry",
    "Push Button Start",
    "Dual Zone Climate Control",
    "LED Headlights",
    "LED Daytime Running Lights",
    "Alloy Wheels",
    "Auto Headlights",
    "Rain Sensing Wipers",
    "Electric Park Brake",
    "Tyre Pressure Monitoring",
    "Digital Instrument Cluster",
    "Touchscreen Infotainment",
    "DAB+ Digital Radio",
    "USB-C Charging Ports",
    "ISOFIX Child Seat Anchors",
    "Hill Start Assist",
    "Traffic Sign Recognition",
    "Driver Attention Alert",
    "Power Folding Mirrors",
    "Auto High Beam",
    "Electronic Stability Control",
  ],
  ute: ["Hill Descent Control", "Rear Differential Lock", "Tub Liner", "Tow Bar", "Trailer Sway Control", "Downhill Assist Control", "Terrain Select", "Underbody Protection", "12V Accessory Socket"],
  ev: ["DC Fast Charging", "Regenerative Braking", "One Pedal Driving", "Heat Pump", "Over-the-Air Updates", "Type 2 Charging Cable"],
  motorcycle: [
    "ABS",
    "LED Lighting",
    "TFT Display",
    "Traction Control",
    "Riding Modes",
    "Slipper Clutch",
    "Quickshifter",
    "USB Charging",
    "Adjustable Suspension",
    "Bluetooth Connectivity",
    "Hand Guards",
    "Bash Plate",
    "Cruise Control",
    "Keyless Ignition",
    "Cornering ABS",
    "Gear Position Indicator",
  ],
  truck: [
    "Air Conditioning",
    "Bluetooth Connectivity",
    "Reversing Camera",
    "Exhaust Brake",
    "Cruise Control",
    "Driver and Passenger Airbags",
    "Electronic Stability Control",
    "Autonomous Emergency Braking",
    "Lane Departure Warning",
    "Power Windows",
    "Central Locking",
    "Rear Roller Door",
    "Tail Lift",
    "LED Load Lights",
    "Side Underrun Protection",
    "Steel Chassis Rails",
  ],
  caravan: [
    "Queen Bed",
    "Ensuite with Shower and Toilet",
    "Front Boot",
    "Solar Panels 2 x 200W",
    "Lithium Battery 200Ah",
    "Roll Out Awning",
    "Diesel Heater",
    "Reverse Cycle Air Conditioner",
    "Washing Machine",
    "Microwave",
    "4 Burner Cooktop",
    "Compressor Fridge 190L",
    "Dual Water Tanks 2 x 95L",
    "Grey Water Tank",
    "External BBQ",
    "Independent Suspension",
    "Electric Brakes",
    "Stone Guard",
    "Gas Bottles 2 x 9kg",
    "Reversing Camera",
    "LED Lighting Throughout",
    "Smart TV",
    "Bluetooth Sound System",
    "Hot Water System",
    "Pole Carrier",
  ],
} as const;

export function makesOf(itemType?: ItemType): string[] {
  return [...new Set(CATALOG.filter((m) => !itemType || m.itemType === itemType).map((m) => m.make))];
}

export function seriesFor(m: CatalogModel, year: number): string {
  let s = m.series[0][1];
  for (const [y, code] of m.series) if (y <= year) s = code;
  return s;
}

export function firstYear(m: CatalogModel): number {
  return m.series[0][0];
}
