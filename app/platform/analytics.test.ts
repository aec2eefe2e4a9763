import { afterEach, describe, expect, it } from "vitest";
import { analyticsEvent, eventIdFor, phoneClickLabel, pushEvent } from "./analytics.ts";

const newCar = { car_type: "new", tag: null } as const;
const usedCar = { car_type: "used", tag: null } as const;
const demoCar = { car_type: "demo", tag: null } as const;
const testDriveOnly = { car_type: "used", tag: "Test Drive Only" } as const;

describe("eventIdFor", () => {
  it("has fixed ids for save, phone click and first calculator use", () => {
    expect(eventIdFor({ action: "save" })).toBe(39);
    expect(eventIdFor({ action: "phone-click" })).toBe(25);
    expect(eventIdFor({ action: "calculator-first-use" })).toBe(26);
  });

  it("picks enquiry ids by car type and form", () => {
    expect(eventIdFor({ action: "enquiry", form: "enquiry", vehicle: newCar })).toBe(14);
    expect(eventIdFor({ action: "enquiry", form: "test-drive", vehicle: newCar })).toBe(17);
    expect(eventIdFor({ action: "enquiry", form: "enquiry", vehicle: usedCar })).toBe(15);
    expect(eventIdFor({ action: "enquiry", form: "test-drive", vehicle: usedCar })).toBe(48);
    expect(eventIdFor({ action: "enquiry", form: "enquiry", vehicle: demoCar })).toBe(15);
    expect(eventIdFor({ action: "enquiry", form: "test-drive", vehicle: demoCar })).toBe(48);
  });

  it("uses 22 without a car, 51 for careers and 9 for finance", () => {
    expect(eventIdFor({ action: "enquiry", form: "enquiry" })).toBe(22);
    expect(eventIdFor({ action: "enquiry", form: "test-drive", vehicle: null })).toBe(22);
    expect(eventIdFor({ action: "enquiry", form: "career" })).toBe(51);
    expect(eventIdFor({ action: "enquiry", form: "finance", vehicle: usedCar })).toBe(9);
    expect(eventIdFor({ action: "enquiry", form: "finance" })).toBe(9);
  });

  it("uses 17 for any enquiry on a 'Test Drive Only' car", () => {
    expect(eventIdFor({ action: "enquiry", form: "enquiry", vehicle: testDriveOnly })).toBe(17);
    expect(eventIdFor({ action: "enquiry", form: "test-drive", vehicle: { car_type: "used", tag: " test drive only " } })).toBe(17);
    expect(eventIdFor({ action: "enquiry", form: "finance", vehicle: testDriveOnly })).toBe(9);
  });
});

describe("analyticsEvent", () => {
  it("labels phone clicks New Car or Used Car", () => {
    expect(phoneClickLabel("new")).toBe("New Car");
    expect(phoneClickLabel("used")).toBe("Used Car");
    expect(phoneClickLabel("demo")).toBe("Used Car");
    expect(analyticsEvent({ action: "phone-click" }, { car_id: 7, label: phoneClickLabel("new") })).toEqual({ event: "phone_click", event_id: 25, event_label: "New Car", car_id: 7 });
    expect(analyticsEvent({ action: "save" })).toEqual({ event: "save_car", event_id: 39 });
  });
});

describe("pushEvent", () => {
  const event = { event: "save_car", event_id: 39 };
  const g = globalThis as { window?: unknown };
  afterEach(() => {
    delete g.window;
  });

  it("does nothing on the server", () => {
    expect(pushEvent(event)).toBe(false);
  });

  it("creates window.dataLayer when missing and appends to it after", () => {
    const win: { dataLayer?: unknown[] } = {};
    g.window = win;
    expect(pushEvent(event)).toBe(true);
    expect(pushEvent({ ...event, event_id: 26 })).toBe(true);
    expect(win.dataLayer).toEqual([event, { ...event, event_id: 26 }]);
  });

  it("uses a tag manager's own push", () => {
    const seen: unknown[] = [];
    const host = { dataLayer: { push: (e: unknown) => seen.push(e) } };
    expect(pushEvent(event, host)).toBe(true);
    expect(seen).toEqual([event]);
  });

  it("never throws", () => {
    const broken = {
      dataLayer: {
        push: () => {
          throw new Error("blocked by an extension");
        },
      },
    };
    expect(pushEvent(event, broken)).toBe(false);
    const frozen = Object.freeze({});
    expect(pushEvent(event, frozen)).toBe(false);
  });
});
