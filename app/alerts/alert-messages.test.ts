import { describe, expect, it } from "vitest";
import { alertText } from "./alert-messages.ts";

const cars = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `2022 Toyota HiLux SR${i}`, price: 40_000 + i, url: `https://x.example/cars/hilux-${i}` }));

describe("alert messages", () => {
  it("batch new matches into one message with the search's link and the unsubscribe link", () => {
    const t = alertText({ kind: "new-matches", dealerName: "Bayside Ford", searchName: "Utes", searchUrl: "https://x.example/search/ute", cars: cars(5), unsubscribeUrl: "https://x.example/alerts/unsubscribe/s1.a" });
    expect(t.sms).toContain('5 new cars for "Utes"');
    expect(t.sms).toContain("2022 Toyota HiLux SR0 $40,000");
    expect(t.sms).toContain("+2 more");
    expect(t.sms).not.toContain("SR3");
    expect(t.sms).toContain("See them: https://x.example/search/ute");
    expect(t.sms).toContain("Stop: https://x.example/alerts/unsubscribe/s1.a");
    expect(t.subject).toBe('5 new cars for "Utes" at Bayside Ford');
    expect(t.text).toContain("- 2022 Toyota HiLux SR4, $40,004: https://x.example/cars/hilux-4");
    expect(t.text).toContain("Stop these alerts (one click, no sign-in): https://x.example/alerts/unsubscribe/s1.a");
  });

  it("say one car in the singular, and a price drop with both prices and the car's link", () => {
    expect(alertText({ kind: "new-matches", dealerName: "D", searchName: "S", searchUrl: "u", cars: cars(1), unsubscribeUrl: "x" }).subject).toBe('1 new car for "S" at D');
    const t = alertText({ kind: "watch", dealerName: "D", change: { kind: "price-drop", from: 35_000, to: 32_990 }, car: cars(1)[0], unsubscribeUrl: "https://x.example/u" });
    expect(t.sms).toContain("now $32,990 (was $35,000)");
    expect(t.sms).toContain("See it: https://x.example/cars/hilux-0");
    expect(t.sms).toContain("Stop these alerts: https://x.example/u");
  });

  it("do not link to a car that was sold", () => {
    const t = alertText({ kind: "watch", dealerName: "D", change: { kind: "sold" }, car: cars(1)[0], unsubscribeUrl: "https://x.example/u" });
    expect(t.sms).not.toContain("/cars/");
    expect(t.sms).toContain("has been sold");
  });
});
