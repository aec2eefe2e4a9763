import { describe, it, expect } from "vitest";
import { FilterSyntaxError, andFilters, countFilterValues, compileFilter, filterAttributes, formatFilter, parseFilter, type FilterNode } from "./filter-expression.ts";

function errorOf(text: string): FilterSyntaxError {
  try {
    parseFilter(text);
  } catch (e) {
    if (e instanceof FilterSyntaxError) return e;
    throw e;
  }
  throw new Error(`expected ${JSON.stringify(text)} to fail`);
}

const ford = { make: "Ford", model: "Ranger", car_type: "used", location_id: 3, year: 2020, price: 45000, tag: null, badge: "", certified: "true", show: true };
const mazda = { make: "Mazda", model: "CX-5", car_type: "new", location_id: 5, year: 2024, price: 38000, tag: "Runout", badge: "GT", certified: "false", show: false };
const toyota = { make: "Toyota", model: "HiLux", car_type: "demo", location_id: 4, year: 2023, price: null, tag: "Special", badge: "SR5", certified: "false", show: true };
const docs = [ford, mazda, toyota];

function matching(filter: string): string[] {
  const test = compileFilter(parseFilter(filter));
  return docs.filter(test).map((d) => d.make);
}

describe("parseFilter", () => {
  it("returns null for empty or blank text", () => {
    expect(parseFilter("")).toBeNull();
    expect(parseFilter("   \n ")).toBeNull();
  });

  it("parses every comparison operator", () => {
    for (const op of ["=", "!=", ">", ">=", "<", "<="] as const) {
      expect(parseFilter(`year ${op} 2020`)).toEqual({ type: "compare", attribute: "year", op, value: "2020" });
    }
  });

  it("parses operators without spaces", () => {
    expect(parseFilter("price>=1000")).toEqual({ type: "compare", attribute: "price", op: ">=", value: "1000" });
    expect(parseFilter("make!=Ford")).toEqual({ type: "compare", attribute: "make", op: "!=", value: "Ford" });
  });

  it("parses TO ranges", () => {
    expect(parseFilter("price 10000 TO 20000")).toEqual({ type: "range", attribute: "price", from: 10000, to: 20000 });
    expect(parseFilter("km -5 to 2.5")).toEqual({ type: "range", attribute: "km", from: -5, to: 2.5 });
  });

  it("parses IN and NOT IN lists", () => {
    expect(parseFilter("location_id IN [3, 4]")).toEqual({ type: "in", attribute: "location_id", values: ["3", "4"] });
    expect(parseFilter("make NOT IN [Ford, 'Land Rover']")).toEqual({
      type: "not",
      child: { type: "in", attribute: "make", values: ["Ford", "Land Rover"] },
    });
    expect(parseFilter("make IN []")).toEqual({ type: "in", attribute: "make", values: [] });
  });

  it("parses EXISTS, NOT EXISTS, IS NULL and IS EMPTY", () => {
    expect(parseFilter("tag EXISTS")).toEqual({ type: "exists", attribute: "tag" });
    expect(parseFilter("tag NOT EXISTS")).toEqual({ type: "not", child: { type: "exists", attribute: "tag" } });
    expect(parseFilter("tag IS NULL")).toEqual({ type: "null", attribute: "tag" });
    expect(parseFilter("tag IS NOT EMPTY")).toEqual({ type: "not", child: { type: "empty", attribute: "tag" } });
  });

  it("treats keywords case-insensitively", () => {
    expect(parseFilter("make = Ford or make = Mazda and not year < 2000")).toEqual(parseFilter("make = Ford OR make = Mazda AND NOT year < 2000"));
  });

  it("binds AND tighter than OR", () => {
    expect(parseFilter("a = 1 OR b = 2 AND c = 3")).toEqual({
      type: "or",
      children: [
        { type: "compare", attribute: "a", op: "=", value: "1" },
        {
          type: "and",
          children: [
            { type: "compare", attribute: "b", op: "=", value: "2" },
            { type: "compare", attribute: "c", op: "=", value: "3" },
          ],
        },
      ],
    });
  });

  it("binds NOT tighter than AND", () => {
    const node = parseFilter("NOT a = 1 AND b = 2") as Extract<FilterNode, { type: "and" }>;
    expect(node.type).toBe("and");
    expect(node.children[0]).toEqual({ type: "not", child: { type: "compare", attribute: "a", op: "=", value: "1" } });
  });

  it("respects parentheses", () => {
    const node = parseFilter("(make = Ford OR car_type = used) AND location_id IN [3, 4]") as Extract<FilterNode, { type: "and" }>;
    expect(node.type).toBe("and");
    expect(node.children[0].type).toBe("or");
    expect(node.children[1].type).toBe("in");
    expect(parseFilter("((a = 1))")).toEqual({ type: "compare", attribute: "a", op: "=", value: "1" });
  });

  it("flattens chains of the same operator", () => {
    const node = parseFilter("a = 1 AND b = 2 AND c = 3") as Extract<FilterNode, { type: "and" }>;
    expect(node.children).toHaveLength(3);
  });

  it("reads quoted strings with escapes", () => {
    expect(parseFilter(`make = "Land Rover"`)).toMatchObject({ value: "Land Rover" });
    expect(parseFilter(`make = 'Land Rover'`)).toMatchObject({ value: "Land Rover" });
    expect(parseFilter(`badge = "say \\"hi\\""`)).toMatchObject({ value: 'say "hi"' });
    expect(parseFilter(`badge = 'it\\'s'`)).toMatchObject({ value: "it's" });
    expect(parseFilter(`badge = "back\\\\slash"`)).toMatchObject({ value: "back\\slash" });
    expect(parseFilter(`badge = "AND"`)).toMatchObject({ value: "AND" });
    expect(parseFilter(`badge = ""`)).toMatchObject({ value: "" });
  });

  it("accepts attribute names with dots, underscores and quotes", () => {
    expect(parseFilter("location.address.city = Brisbane")).toMatchObject({ attribute: "location.address.city" });
    expect(parseFilter("sold_date_timestamp > 0")).toMatchObject({ attribute: "sold_date_timestamp" });
    expect(parseFilter(`"odd name" = x`)).toMatchObject({ attribute: "odd name" });
  });

  it("accepts bare values like 4x4, cabChassis, dates and negative decimals", () => {
    expect(parseFilter("body = 4x4")).toMatchObject({ value: "4x4" });
    expect(parseFilter("body = cabChassis")).toMatchObject({ value: "cabChassis" });
    expect(parseFilter("built = 2024-01-31")).toMatchObject({ value: "2024-01-31" });
    expect(parseFilter("x > -3.5")).toMatchObject({ value: "-3.5" });
  });

  it("lists attributes and formats back to an equivalent filter", () => {
    const text = "(make = Ford OR car_type = used) AND location_id IN [3, 4] AND NOT tag EXISTS AND price 1 TO 2 AND badge = 'Sport Pack'";
    const node = parseFilter(text)!;
    expect(filterAttributes(node)).toEqual(["make", "car_type", "location_id", "tag", "price", "badge"]);
    expect(parseFilter(formatFilter(node))).toEqual(node);
    expect(formatFilter(parseFilter("NOT (a = 1 OR b = 2)")!)).toBe("NOT (a = 1 OR b = 2)");
    expect(formatFilter(parseFilter("a IS NULL AND b IS EMPTY AND c != 'x y'")!)).toBe('a IS NULL AND b IS EMPTY AND c != "x y"');
  });

  it("combines filters with andFilters", () => {
    expect(andFilters(null, undefined)).toBeNull();
    const a = parseFilter("a = 1")!;
    expect(andFilters(a, null)).toBe(a);
    expect(andFilters(parseFilter("a = 1 AND b = 2"), parseFilter("c = 3"))).toMatchObject({ type: "and", children: [{}, {}, {}] });
  });
});

describe("parseFilter errors", () => {
  const cases: [string, number, string][] = [
    ["make = ", 7, 'expected a value after "="'],
    ["make =", 6, 'expected a value after "="'],
    ["make = AND model = x", 7, 'expected a value after "="'],
    ["= Ford", 0, "expected a condition"],
    ["make", 4, 'expected an operator (=, !=, >, >=, <, <=, TO, IN, EXISTS) after "make"'],
    ["make Ford", 9, 'expected "TO" after "Ford"'],
    ["price 1 TO", 10, 'expected a value after "TO"'],
    ["price a TO 3", 6, 'expected a number before "TO"'],
    ["price 1 TO b", 11, 'expected a number after "TO"'],
    ["year > new", 7, 'expected a number after ">"'],
    ["make = Ford AND", 15, 'expected a condition after "AND"'],
    ["make = Ford OR", 14, 'expected a condition after "OR"'],
    ["NOT", 3, 'expected a condition after "NOT"'],
    ["(make = Ford", 12, 'expected ")"'],
    ["()", 1, 'expected a condition after "("'],
    ["make = Ford)", 11, 'unexpected ")"'],
    ["make = Ford model = Ranger", 12, 'expected "AND" or "OR" before "model"'],
    ["(a = 1 b = 2)", 7, 'expected "AND", "OR" or ")" before "b"'],
    ["make IN Ford", 8, 'expected "[" after "IN"'],
    ["make IN [Ford Mazda]", 14, 'expected "," or "]"'],
    ["make IN [Ford,]", 14, 'expected a value after ","'],
    ["make IN [Ford", 13, 'expected "," or "]"'],
    ["make NOT Ford", 9, 'expected "IN" or "EXISTS" after "NOT"'],
    ["tag IS nothing", 7, 'expected "NULL" or "EMPTY" after "IS"'],
    ["tag IS NOT", 10, 'expected "NULL" or "EMPTY" after "NOT"'],
    ["make = 'Ford", 7, "unterminated string starting"],
    ["make ! Ford", 5, 'unexpected "!" (did you mean "!="?)'],
    ["AND make = Ford", 0, "expected a condition"],
  ];
  for (const [text, position, message] of cases) {
    it(`${JSON.stringify(text)} → ${message} at ${position}`, () => {
      const e = errorOf(text);
      expect(e).toBeInstanceOf(FilterSyntaxError);
      expect(e.position).toBe(position);
      expect(e.message).toBe(`${message} at position ${position}`);
    });
  }
});

describe("compileFilter", () => {
  it("accepts everything for a null filter", () => {
    expect(docs.filter(compileFilter(null))).toHaveLength(3);
  });

  it("compares strings case-insensitively", () => {
    expect(matching("make = ford")).toEqual(["Ford"]);
    expect(matching("make = FORD")).toEqual(["Ford"]);
    expect(matching("model = 'cx-5'")).toEqual(["Mazda"]);
  });

  it("treats != as NOT =", () => {
    expect(matching("make != Ford")).toEqual(["Mazda", "Toyota"]);
    expect(matching("tag != Runout")).toEqual(["Ford", "Toyota"]);
  });

  it("compares numbers", () => {
    expect(matching("year = 2020")).toEqual(["Ford"]);
    expect(matching("year = 2020.0")).toEqual(["Ford"]);
    expect(matching("year > 2020")).toEqual(["Mazda", "Toyota"]);
    expect(matching("year >= 2023")).toEqual(["Mazda", "Toyota"]);
    expect(matching("year < 2023")).toEqual(["Ford"]);
    expect(matching("year <= 2023")).toEqual(["Ford", "Toyota"]);
    expect(matching("price > 0")).toEqual(["Ford", "Mazda"]);
  });

  it("matches inclusive TO ranges, never on missing values", () => {
    expect(matching("price 38000 TO 45000")).toEqual(["Ford", "Mazda"]);
    expect(matching("price 38001 TO 44999")).toEqual([]);
    expect(matching("price 0 TO 100000000")).toEqual(["Ford", "Mazda"]);
  });

  it("matches IN and NOT IN", () => {
    expect(matching("location_id IN [3, 4]")).toEqual(["Ford", "Toyota"]);
    expect(matching("location_id NOT IN [3, 4]")).toEqual(["Mazda"]);
    expect(matching("make IN [mazda, TOYOTA]")).toEqual(["Mazda", "Toyota"]);
    expect(matching("make IN []")).toEqual([]);
  });

  it("matches EXISTS, NOT EXISTS, IS NULL, IS EMPTY and unknown attributes", () => {
    expect(matching("tag EXISTS")).toEqual(["Mazda", "Toyota"]);
    expect(matching("tag NOT EXISTS")).toEqual(["Ford"]);
    expect(matching("tag IS NULL")).toEqual(["Ford"]);
    expect(matching("badge IS EMPTY")).toEqual(["Ford"]);
    expect(matching("badge IS NOT EMPTY")).toEqual(["Mazda", "Toyota"]);
    expect(matching("nope EXISTS")).toEqual([]);
    expect(matching("nope IS NULL")).toEqual([]);
    expect(matching("nope = x")).toEqual([]);
    expect(matching("nope != x")).toEqual(["Ford", "Mazda", "Toyota"]);
  });

  it("compares booleans as true/false", () => {
    expect(matching("show = true")).toEqual(["Ford", "Toyota"]);
    expect(matching("show = FALSE")).toEqual(["Mazda"]);
    expect(matching("certified = true")).toEqual(["Ford"]);
  });

  it("evaluates boolean structure", () => {
    expect(matching("(make = Ford OR car_type = new) AND location_id IN [3, 4]")).toEqual(["Ford"]);
    expect(matching("make = Ford OR car_type = new AND location_id IN [3, 4]")).toEqual(["Ford"]);
    expect(matching("make = Ford OR car_type = new AND location_id = 5")).toEqual(["Ford", "Mazda"]);
    expect(matching("NOT (make = Ford OR make = Mazda)")).toEqual(["Toyota"]);
    expect(matching("NOT NOT make = Ford")).toEqual(["Ford"]);
    expect(matching("make = Ford AND make = Mazda")).toEqual([]);
  });

  it("matches any element of array values", () => {
    const test = compileFilter(parseFilter("categories = SUV AND NOT categories = Ute"));
    expect(test({ categories: ["Family", "suv"] })).toBe(true);
    expect(test({ categories: ["suv", "ute"] })).toBe(false);
    expect(compileFilter(parseFilter("sizes > 3"))({ sizes: [1, 5] })).toBe(true);
  });
});

describe("countFilterValues", () => {
  it("counts a condition as one value and an IN list as its values, per attribute", () => {
    const { total, byAttribute } = countFilterValues(parseFilter("(make = Ford OR make IN [Kia, Mazda]) AND NOT colour = red AND price 1 TO 2 AND tag EXISTS"));
    expect(total).toBe(6);
    expect(Object.fromEntries(byAttribute)).toEqual({ make: 3, colour: 1, price: 1, tag: 1 });
    expect(countFilterValues(null).total).toBe(0);
  });
});
