/**
 * The facts panels of the vehicle page (spec 001 §2, §3, §9): the key information grid (first 4,
 * then Show More), the All Specifications groups from the car's own fields and its `variant`
 * (the manufacturer's specification record), the caravan specifications, and the feature list
 * (first 8, then Show All). Values come out as display strings with their units; a missing or
 * blank value drops its row, and a group with no rows is left out.
 */

import type { Vehicle } from "../stock/vehicle-schema.ts";
import { formatKm } from "../lib/format.ts";
import { facetLabel } from "../stock/attributes.ts";
import { formatRegoDate } from "./registration.ts";

export const KEY_INFORMATION_SHOWN = 4;
export const FEATURES_SHOWN = 8;

export interface SpecItem {
  label: string;
  value: string;
}

export interface SpecGroup {
  title: string;
  items: SpecItem[];
}

/** A list cut for a Show More / Show All toggle. */
export interface ShowMore<T> {
  visible: T[];
  hidden: T[];
}

export function showMore<T>(items: readonly T[], shown: number): ShowMore<T> {
  return { visible: items.slice(0, shown), hidden: items.slice(shown) };
}

type Raw = string | number | null | undefined;

const decimal = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 2 });
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function text(raw: Raw): string | null {
  if (raw === null || raw === undefined) return null;
  const s = String(raw).trim();
  return s === "" ? null : s;
}

/** A number gets thousands separators and its unit ('2,900 kg'); text the feed already wrote ('450Nm @ 1600rpm') stays as is. */
export function withUnit(raw: Raw, unit: string): string | null {
  const s = text(raw);
  if (s === null) return null;
  const n = Number(s);
  if (!Number.isFinite(n)) return s;
  return n > 0 ? `${decimal.format(n)} ${unit}` : null;
}

function variantNumber(vehicle: Pick<Vehicle, "variant">, key: string): number | null {
  const n = Number(text(vehicle.variant[key]));
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * Engine size in litres, rounded to one decimal (spec 001 §9): engine_size_litres, else the
 * variant's enginesize_litres, else its enginesize in cc / 1000.
 */
export function engineLitres(vehicle: Pick<Vehicle, "engine_size_litres" | "variant">): string | null {
  const cc = variantNumber(vehicle, "enginesize");
  const litres = (vehicle.engine_size_litres ?? 0) > 0 ? vehicle.engine_size_litres : (variantNumber(vehicle, "enginesize_litres") ?? (cc ? cc / 1000 : null));
  return litres ? `${litres.toFixed(1)}L` : null;
}

/** '2.8L 4 cyl'. */
function engineSummary(vehicle: Vehicle): string | null {
  const cylinders = variantNumber(vehicle, "cylinders");
  const parts = [engineLitres(vehicle), cylinders ? `${cylinders} cyl` : null].filter(Boolean);
  return parts.length ? parts.join(" ") : null;
}

/** '2021-03-15' → 'Mar 2021' (build and compliance plates give the month). */
function monthYear(isoDate: string | null): string | null {
  if (!isoDate) return null;
  const [year, month] = isoDate.split("-").map(Number);
  return `${MONTHS[month - 1]} ${year}`;
}

function ancap(raw: Raw): string | null {
  const s = text(raw);
  if (s === null) return null;
  const n = Number(s);
  return Number.isInteger(n) && n > 0 ? `${n} star${n === 1 ? "" : "s"}` : s;
}

function items(rows: [label: string, value: string | null][]): SpecItem[] {
  return rows.filter((row): row is [string, string] => row[1] !== null).map(([label, value]) => ({ label, value }));
}

function groups(list: SpecGroup[]): SpecGroup[] {
  return list.filter((g) => g.items.length > 0);
}

/** simple_body as the search shows it ('suv' → 'SUV', 'cabChassis' → 'Cab Chassis'), else the feed's body. */
export function bodyLabel(vehicle: Pick<Vehicle, "simple_body" | "body">): string | null {
  const simple = text(vehicle.simple_body);
  return simple ? facetLabel("body", simple) : text(vehicle.body);
}

/** The key information grid, in display order; the first four are the ones the icon row also shows. */
export function keyInformation(vehicle: Vehicle): ShowMore<SpecItem> {
  const all = items([
    ["Odometer", formatKm(vehicle.km)],
    ["Transmission", text(vehicle.simple_transmission) ?? text(vehicle.trans)],
    ["Body Type", bodyLabel(vehicle)],
    ["Fuel Type", text(vehicle.simple_fuel) ?? text(vehicle.fuel)],
    ["Engine", engineSummary(vehicle)],
    ["Drive Type", text(vehicle.simple_drive) ?? text(vehicle.drive)],
    ["Colour", text(vehicle.colour)],
    ["Interior Colour", text(vehicle.interior_colour)],
    ["Seats", text(vehicle.seats)],
    ["Doors", text(vehicle.doors)],
    ["Build Date", monthYear(vehicle.build_date)],
    ["Compliance Date", monthYear(vehicle.compliance_date)],
    ["Stock Number", text(vehicle.stocknum)],
    ["VIN", text(vehicle.vin)],
    ["Registration", text(vehicle.regplate)],
  ]);
  return showMore(all, KEY_INFORMATION_SHOWN);
}

/** Below this a caravan's width or length cannot be millimetres: feeds that send metres (2.45) are read as metres. */
export const METRES_BELOW = 100;

/** A caravan body dimension: millimetres ('2,400 mm'), or metres when the feed sent metres ('2.45 m'). */
export function bodyDimension(raw: number | null): string | null {
  if (raw === null || !(raw > 0)) return null;
  return raw < METRES_BELOW ? `${decimal.format(raw)} m` : withUnit(raw, "mm");
}

/**
 * Caravan specifications, for item_type caravan only (null otherwise). Body width and length are
 * millimetres, like the variant's vehicle dimensions, unless small enough to be metres.
 */
export function caravanSpecifications(vehicle: Pick<Vehicle, "item_type" | "specifications">): SpecItem[] | null {
  if (vehicle.item_type !== "caravan" || !vehicle.specifications) return null;
  const s = vehicle.specifications;
  return items([
    ["Body Width", bodyDimension(s.body_width)],
    ["Body Length", bodyDimension(s.body_length)],
    ["Tare Weight", withUnit(s.tare_weight, "kg")],
    ["Axle Type", text(s.axle_type)],
    ["Sleeps", text(s.sleeps)],
    ["Aggregate Trailer Mass (ATM)", withUnit(s.aggregate_trailer_mass, "kg")],
  ]);
}

/** The All Specifications panel, caravan specifications first for caravans. */
export function allSpecifications(vehicle: Vehicle): SpecGroup[] {
  const v = vehicle.variant;
  const caravan = caravanSpecifications(vehicle);
  return groups([
    { title: "Caravan Specifications", items: caravan ?? [] },
    {
      title: "Overview",
      items: items([
        ["Year", text(vehicle.year)],
        ["Make", text(vehicle.make)],
        ["Model", text(vehicle.model)],
        ["Badge", text(vehicle.badge)],
        ["Series", text(vehicle.series)],
        ["Body", text(vehicle.body) ?? text(vehicle.simple_body)],
        ["Body Configuration", text(v.bodyconfiguration)],
        ["Colour", text(vehicle.colour)],
        ["Interior Colour", text(vehicle.interior_colour)],
        ["Doors", text(vehicle.doors)],
        ["Seats", text(vehicle.seats)],
        ["Odometer", formatKm(vehicle.km)],
        ["Build Date", monthYear(vehicle.build_date)],
        ["Compliance Date", monthYear(vehicle.compliance_date)],
      ]),
    },
    {
      title: "Engine",
      items: items([
        ["Fuel Type", text(vehicle.fuel) ?? text(vehicle.simple_fuel)],
        ["Engine Size", engineLitres(vehicle)],
        ["Engine Capacity", withUnit(v.enginesize, "cc")],
        ["Cylinders", text(v.cylinders)],
        ["Induction", text(v.induction)],
        ["Torque", withUnit(v.torque, "Nm")],
        ["Fuel Consumption (Combined)", withUnit(v.fuelconsumptioncombined, "L/100km")],
        ["Fuel Tank Capacity", withUnit(v.fuelcapacity, "L")],
      ]),
    },
    {
      title: "Transmission & Drive",
      items: items([
        ["Transmission", text(vehicle.trans) ?? text(vehicle.simple_transmission)],
        ["Gear Type", text(v.geartype)],
        ["Gears", text(vehicle.gearnum)],
        ["Drive", text(vehicle.drive) ?? text(vehicle.simple_drive)],
      ]),
    },
    {
      title: "Dimensions & Weights",
      items: items([
        ["Length", withUnit(v.vehiclelength, "mm")],
        ["Width", withUnit(v.vehiclewidth, "mm")],
        ["Height", withUnit(v.vehicleheight, "mm")],
        ["Gross Vehicle Mass", withUnit(v.grossvehiclemass, "kg")],
        ["Towing Capacity (Braked)", withUnit(v.towingcapacitybraked, "kg")],
      ]),
    },
    { title: "Safety", items: items([["ANCAP Rating", ancap(v.ancaprating)]]) },
    {
      title: "Identification",
      items: items([
        ["Stock Number", text(vehicle.stocknum)],
        ["VIN", text(vehicle.vin)],
        ["Registration Plate", text(vehicle.regplate)],
        ["Registration Expiry", vehicle.rego_expiry ? formatRegoDate(vehicle.rego_expiry) : null],
      ]),
    },
  ]);
}

/** The standard equipment list, trimmed and without blanks or repeats (case-insensitive), cut after 8. */
export function featureList(vehicle: Pick<Vehicle, "standardEquipment">): ShowMore<string> {
  const seen = new Set<string>();
  const features: string[] = [];
  for (const raw of vehicle.standardEquipment) {
    const feature = raw.trim().replace(/\s+/g, " ");
    const key = feature.toLowerCase();
    if (feature === "" || seen.has(key)) continue;
    seen.add(key);
    features.push(feature);
  }
  return showMore(features, FEATURES_SHOWN);
}
