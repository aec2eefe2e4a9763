/**
 * The noun for a tenant's stock wherever a count is shown ('12 bikes found', 'Show Me 3 Caravans', 'New Cars'):
 * chosen from the item types in stock. Cars when cars are more than half of it (spec 000's own words, '{n} cars
 * found'), the type's own noun when the stock is of one other type, else 'vehicles'.
 */
export type StockNoun = { one: string; many: string };

const NOUNS: Record<string, StockNoun> = {
  car: { one: "car", many: "cars" },
  motorcycle: { one: "bike", many: "bikes" },
  caravan: { one: "caravan", many: "caravans" },
  truck: { one: "truck", many: "trucks" },
};
export const CAR_NOUN = NOUNS.car!;
export const VEHICLE_NOUN: StockNoun = { one: "vehicle", many: "vehicles" };

/** `itemTypes`: counts per item_type (a search's facet); `fallback` answers when they count nothing. */
export function stockNoun(itemTypes: readonly { value: string; count: number }[], fallback: StockNoun = CAR_NOUN): StockNoun {
  const present = itemTypes.filter((t) => t.count > 0);
  const total = present.reduce((n, t) => n + t.count, 0);
  if (total === 0) return fallback;
  const cars = present.find((t) => t.value === "car")?.count ?? 0;
  if (cars * 2 > total) return CAR_NOUN;
  return present.length === 1 ? (NOUNS[present[0]!.value] ?? VEHICLE_NOUN) : VEHICLE_NOUN;
}

/** '1 car', '12 bikes': the noun that goes with a count (the number itself is the caller's to format). */
export function nounFor(count: number, noun: StockNoun): string {
  return count === 1 ? noun.one : noun.many;
}

/** 'Cars', 'Bikes': for buttons and headings in title case. */
export function titleNoun(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
