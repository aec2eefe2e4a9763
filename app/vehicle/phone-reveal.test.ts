import { describe, expect, it } from "vitest";
import { locationPhone, maskPhone, phoneRevealPayload, phoneShownHref, phoneShownIn, phoneView } from "./phone-reveal.ts";
import { location, vehicle } from "./vehicle-fixtures.ts";
import { expectCases } from "../lib/test-cases.ts";

const masked = { phone_reveal: "masked" } as const;
const immediate = { phone_reveal: "immediate" } as const;

describe("maskPhone", () => {
  it("shows the first 5 characters and masks the remaining digits", () => {
    expectCases(maskPhone, [
      ["07 3821 4000", "07 38XX XXXX"],
      ["0412 345 678", "0412 XXX XXX"],
      ["1300 123 456", "1300 XXX XXX"],
      ["123", "123"],
    ]);
  });
});

describe("phoneView", () => {
  it("masks a +61 number in display format until clicked", () => {
    expect(phoneView("+61 7 3821 4000", masked)).toEqual({ available: true, text: "07 38XX XXXX", href: null, revealed: false });
    expect(phoneView("+61 7 3821 4000", masked, true)).toEqual({ available: true, text: "07 3821 4000", href: "tel:+61738214000", revealed: true });
  });

  it("shows the number at once for tenants that reveal immediately", () => {
    expect(phoneView("0412345678", immediate)).toEqual({ available: true, text: "0412 345 678", href: "tel:0412345678", revealed: true });
  });

  it("says so when there is no number", () => {
    const none = { available: false, message: "No phone number available" };
    expect(phoneView(null, masked)).toEqual(none);
    expect(phoneView(undefined, immediate)).toEqual(none);
    expect(phoneView("   ", masked)).toEqual(none);
    expect(phoneView("n/a", masked)).toEqual(none);
  });
});

describe("locationPhone", () => {
  it("prefers the main number, then the landline", () => {
    expect(locationPhone(location())).toBe("+61 7 3821 4000");
    expect(locationPhone(location({ contact_detail: { phone: null, landline_phone: "07 5555 0000" } }))).toBe("07 5555 0000");
    expect(locationPhone(location({ contact_detail: { phone: " ", landline_phone: null } }))).toBeNull();
    expect(locationPhone(null)).toBeNull();
  });
});

describe("phoneRevealPayload", () => {
  it("names the car, dealership and website", () => {
    expect(phoneRevealPayload(vehicle({ id: 7, dealership_id: 3 }), 12)).toEqual({ car_id: 7, dealership_id: 3, website_id: 12 });
  });
});

describe("the 'Show number' form's answer", () => {
  it("is the car's page with its numbers shown, at the button used; any other anchor is dropped", () => {
    expect(phoneShownHref({ slug: "2024-toyota-rav4-1" }, "sidebar-phone")).toBe("/cars/2024-toyota-rav4-1?phone=shown#sidebar-phone");
    expect(phoneShownHref({ slug: "2024-toyota-rav4-1" }, "footer-phone-2")).toBe("/cars/2024-toyota-rav4-1?phone=shown#footer-phone-2");
    expect(phoneShownHref({ slug: "2024-toyota-rav4-1" }, "x\"><script>")).toBe("/cars/2024-toyota-rav4-1?phone=shown");
    expect(phoneShownHref({ slug: "2024-toyota-rav4-1" }, null)).toBe("/cars/2024-toyota-rav4-1?phone=shown");
  });
  it("is read back from the page's URL", () => {
    expect(phoneShownIn(new URL("http://x.localhost/cars/a?phone=shown"))).toBe(true);
    expect(phoneShownIn(new URL("http://x.localhost/cars/a?phone=1"))).toBe(false);
  });
});
