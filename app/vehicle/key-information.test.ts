import { describe, expect, it } from "vitest";
import { allSpecifications, bodyDimension, bodyLabel, caravanSpecifications, engineLitres, featureList, keyInformation, showMore, withUnit } from "./key-information.ts";
import { vehicle } from "./vehicle-fixtures.ts";

const hilux = vehicle({
  make: "Toyota",
  model: "HiLux",
  badge: "SR5",
  series: "GUN126R",
  km: 32_150,
  simple_transmission: "Automatic",
  trans: "6 Speed Sports Automatic",
  simple_body: "Ute",
  body: "Double Cab Pick Up",
  simple_fuel: "Diesel",
  simple_drive: "4x4",
  colour: "Glacier White",
  seats: 5,
  doors: 4,
  build_date: "2021-03-15",
  stocknum: "T1234",
  vin: "MR0HA3CD100123456",
  regplate: "123ABC",
  rego_expiry: "2026-03-12",
  gearnum: 6,
  variant: {
    enginesize: 2755,
    cylinders: 4,
    induction: "Turbo Intercooled",
    torque: "500",
    fuelconsumptioncombined: 8.4,
    fuelcapacity: 80,
    geartype: "Sports Automatic",
    vehiclelength: 5325,
    vehiclewidth: "1855",
    vehicleheight: 1815,
    grossvehiclemass: 3050,
    towingcapacitybraked: 3500,
    bodyconfiguration: "Double Cab",
    ancaprating: "5",
  },
});

describe("keyInformation", () => {
  it("shows odometer, transmission, body and fuel first, the rest behind Show More", () => {
    const { visible, hidden } = keyInformation(hilux);
    expect(visible).toEqual([
      { label: "Odometer", value: "32,150 km" },
      { label: "Transmission", value: "Automatic" },
      { label: "Body Type", value: "Ute" },
      { label: "Fuel Type", value: "Diesel" },
    ]);
    expect(hidden.map((i) => `${i.label}: ${i.value}`)).toEqual([
      "Engine: 2.8L 4 cyl",
      "Drive Type: 4x4",
      "Colour: Glacier White",
      "Seats: 5",
      "Doors: 4",
      "Build Date: Mar 2021",
      "Stock Number: T1234",
      "VIN: MR0HA3CD100123456",
      "Registration: 123ABC",
    ]);
  });

  it("drops missing values so the first four are always filled", () => {
    const bare = keyInformation(vehicle({ km: null, simple_transmission: null, trans: "Manual", colour: " " }));
    expect(bare.visible).toEqual([
      { label: "Transmission", value: "Manual" },
    ]);
    expect(bare.hidden).toEqual([]);
  });
});

describe("allSpecifications", () => {
  it("groups the car's fields and its variant with units", () => {
    const specs = Object.fromEntries(allSpecifications(hilux).map((g) => [g.title, Object.fromEntries(g.items.map((i) => [i.label, i.value]))]));
    expect(Object.keys(specs)).toEqual(["Overview", "Engine", "Transmission & Drive", "Dimensions & Weights", "Safety", "Identification"]);
    expect(specs.Overview).toMatchObject({ Year: "2020", Make: "Toyota", Model: "HiLux", Badge: "SR5", Series: "GUN126R", Body: "Double Cab Pick Up", "Body Configuration": "Double Cab" });
    expect(specs.Engine).toEqual({
      "Fuel Type": "Diesel",
      // 2,755 cc / 1000 = 2.755 → one decimal: 2.8
      "Engine Size": "2.8L",
      "Engine Capacity": "2,755 cc",
      Cylinders: "4",
      Induction: "Turbo Intercooled",
      Torque: "500 Nm",
      "Fuel Consumption (Combined)": "8.4 L/100km",
      "Fuel Tank Capacity": "80 L",
    });
    expect(specs["Transmission & Drive"]).toEqual({ Transmission: "6 Speed Sports Automatic", "Gear Type": "Sports Automatic", Gears: "6", Drive: "4x4" });
    expect(specs["Dimensions & Weights"]).toEqual({ Length: "5,325 mm", Width: "1,855 mm", Height: "1,815 mm", "Gross Vehicle Mass": "3,050 kg", "Towing Capacity (Braked)": "3,500 kg" });
    expect(specs.Safety).toEqual({ "ANCAP Rating": "5 stars" });
    expect(specs.Identification).toEqual({ "Stock Number": "T1234", VIN: "MR0HA3CD100123456", "Registration Plate": "123ABC", "Registration Expiry": "12 Mar 2026" });
  });

  it("leaves out empty groups", () => {
    expect(allSpecifications(vehicle({ km: null })).map((g) => g.title)).toEqual(["Overview"]);
  });
});

describe("caravanSpecifications", () => {
  const caravan = vehicle({
    item_type: "caravan",
    make: "Jayco",
    model: "Journey",
    specifications: { body_width: 2_400, body_length: 6_550, tare_weight: 2_380, axle_type: "Tandem", sleeps: 4, aggregate_trailer_mass: 2_880 },
  });

  it("lists body size, weights, axle and berths for caravans", () => {
    expect(caravanSpecifications(caravan)).toEqual([
      { label: "Body Width", value: "2,400 mm" },
      { label: "Body Length", value: "6,550 mm" },
      { label: "Tare Weight", value: "2,380 kg" },
      { label: "Axle Type", value: "Tandem" },
      { label: "Sleeps", value: "4" },
      { label: "Aggregate Trailer Mass (ATM)", value: "2,880 kg" },
    ]);
    expect(allSpecifications(caravan)[0].title).toBe("Caravan Specifications");
  });

  it("is only for caravans", () => {
    expect(caravanSpecifications(hilux)).toBeNull();
    expect(caravanSpecifications(vehicle({ item_type: "caravan" }))).toBeNull();
    expect(caravanSpecifications({ ...caravan, item_type: "car" })).toBeNull();
  });
});

describe("value helpers", () => {
  it("adds units to numbers only", () => {
    expect(withUnit(2_900, "kg")).toBe("2,900 kg");
    expect(withUnit("7.65", "L/100km")).toBe("7.65 L/100km");
    expect(withUnit("450Nm @ 1600rpm", "Nm")).toBe("450Nm @ 1600rpm");
    expect(withUnit(0, "kg")).toBeNull();
    expect(withUnit(null, "kg")).toBeNull();
    expect(withUnit("  ", "kg")).toBeNull();
  });

  it("rounds engine litres to one decimal from the best source", () => {
    expect(engineLitres(vehicle({ engine_size_litres: 1.987 }))).toBe("2.0L");
    expect(engineLitres(vehicle({ variant: { enginesize_litres: "2.4" } }))).toBe("2.4L");
    // 1,998 cc / 1000 = 1.998 → 2.0
    expect(engineLitres(vehicle({ variant: { enginesize: 1_998 } }))).toBe("2.0L");
    expect(engineLitres(vehicle())).toBeNull();
  });
});

describe("featureList", () => {
  it("shows 8 features, then Show All, without blanks or repeats", () => {
    const list = ["ABS", " Cruise control ", "", "abs", "Reversing camera", "Apple CarPlay", "Android Auto", "Lane keep assist", "Blind spot monitor", "Sat nav", "Heated   seats"];
    expect(featureList(vehicle({ standardEquipment: list }))).toEqual({
      visible: ["ABS", "Cruise control", "Reversing camera", "Apple CarPlay", "Android Auto", "Lane keep assist", "Blind spot monitor", "Sat nav"],
      hidden: ["Heated seats"],
    });
    expect(featureList(vehicle())).toEqual({ visible: [], hidden: [] });
  });

  it("cuts any list", () => {
    expect(showMore([1, 2, 3], 4)).toEqual({ visible: [1, 2, 3], hidden: [] });
  });
});

describe("bodyLabel", () => {
  it("writes canonical body types as the search does", () => {
    expect(bodyLabel(vehicle({ simple_body: "suv" }))).toBe("SUV");
    expect(bodyLabel(vehicle({ simple_body: "cabChassis" }))).toBe("Cab Chassis");
    expect(bodyLabel(vehicle({ simple_body: "Ute" }))).toBe("Ute");
    expect(bodyLabel(vehicle({ simple_body: null, body: "4D Wagon" }))).toBe("4D Wagon");
    expect(bodyLabel(vehicle({ simple_body: " ", body: null }))).toBeNull();
  });
});

describe("bodyDimension", () => {
  it("reads millimetres, or metres when the number is too small to be millimetres", () => {
    expect(bodyDimension(2_400)).toBe("2,400 mm");
    expect(bodyDimension(2.45)).toBe("2.45 m");
    expect(bodyDimension(7.1)).toBe("7.1 m");
    expect(bodyDimension(null)).toBeNull();
    expect(bodyDimension(0)).toBeNull();
  });
});
