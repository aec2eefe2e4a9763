import { describe, expect, it } from "vitest";
import { config, vehicle } from "./vehicle-fixtures.ts";
import { directionsHref, enquireHref, financeHref, findSimilarHref, printPdfHref, reserveHref, testDriveHref, tradeInHref } from "./vehicle-links.ts";

describe("vehicle links", () => {
  const car = vehicle({ id: 42, slug: "2020-toyota-corolla-42", price: 20_000 });

  it("point the calls to action at the forms with the car's id", () => {
    expect(enquireHref(car)).toBe("/contact?form=car-enquiry&car_id=42");
    expect(testDriveHref(car)).toBe("/book-test-drive/?car_id=42");
    expect(findSimilarHref(car)).toBe("/contact?form=find-similar&car_id=42");
    expect(tradeInHref(car)).toBe("/cars/trade-in?car_id=42");
    expect(printPdfHref(car)).toBe("/cars/2020-toyota-corolla-42/print.pdf");
  });

  it("pre-fills the finance page with the price, and leaves it out when there is none", () => {
    expect(financeHref(car)).toBe("/finance?car_id=42&vehiclePriceBudget=20000#finance-form");
    expect(financeHref({ ...car, price: null })).toBe("/finance?car_id=42#finance-form");
  });

  it("reserves through the tenant's checkout path only when checkout is enabled", () => {
    expect(reserveHref(car, config())).toBeNull();
    expect(reserveHref(car, config({ checkout: { enabled: true } }))).toBe("/cars/2020-toyota-corolla-42/checkout");
    expect(reserveHref(car, config({ checkout: { enabled: true, path: "buy-online" } }))).toBe("/cars/2020-toyota-corolla-42/buy-online");
  });

  it("asks Google Maps for directions to the address", () => {
    expect(directionsHref({ street: "1 Queen St", city: "Brisbane", state: "QLD", postcode: "4000" })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=1%20Queen%20St%2C%20Brisbane%20QLD%204000",
    );
  });
});
