/**
 * Analytics event ids of the vehicle page (spec 001 §4, §7; spec 000 §9) and a browser-safe push
 * onto the tag manager's `window.dataLayer`. Tracking must never break the page, so pushing
 * swallows every error.
 */

export const EVENT_IDS = {
  save: 39,
  phoneClick: 25,
  calculatorFirstUse: 26,
  financeEnquiry: 9,
  /** Any enquiry not about a particular car. */
  enquiry: 22,
  careerEnquiry: 51,
  usedCarEnquiry: 15,
  usedCarTestDrive: 48,
  newCarEnquiry: 14,
  newCarTestDrive: 17,
} as const;

/** A car with this tag can only be test driven, so every enquiry on it counts as a new-car test drive (17). */
export const TEST_DRIVE_ONLY_TAG = "Test Drive Only";

export type EnquiryForm = "enquiry" | "test-drive" | "finance" | "career";
/** The two facts about a car that decide an enquiry's event id (a stock Vehicle has both). */
type EnquiryVehicle = { car_type: CarType; tag: string | null };
/** A stock vehicle's car_type (app/stock/vehicle-schema.ts CAR_TYPES). */
type CarType = "new" | "used" | "demo";

export type TrackedAction =
  | { action: "save" }
  | { action: "phone-click" }
  | { action: "calculator-first-use" }
  | { action: "enquiry"; form: EnquiryForm; vehicle?: EnquiryVehicle | null };

function isTestDriveOnly(vehicle: EnquiryVehicle): boolean {
  return vehicle.tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();
}

/**
 * The event id for an action. Enquiries: career 51 and finance 9 whatever the car; then a
 * 'Test Drive Only' car 17; then by car type, new 14 (test drive 17), used and demo 15
 * (test drive 48); without a car, 22.
 */
export function eventIdFor(action: TrackedAction): number {
  switch (action.action) {
    case "save":
      return EVENT_IDS.save;
    case "phone-click":
      return EVENT_IDS.phoneClick;
    case "calculator-first-use":
      return EVENT_IDS.calculatorFirstUse;
    case "enquiry": {
      const { form, vehicle } = action;
      if (form === "career") return EVENT_IDS.careerEnquiry;
      if (form === "finance") return EVENT_IDS.financeEnquiry;
      if (!vehicle) return EVENT_IDS.enquiry;
      if (isTestDriveOnly(vehicle)) return EVENT_IDS.newCarTestDrive;
      const testDrive = form === "test-drive";
      if (vehicle.car_type === "new") return testDrive ? EVENT_IDS.newCarTestDrive : EVENT_IDS.newCarEnquiry;
      return testDrive ? EVENT_IDS.usedCarTestDrive : EVENT_IDS.usedCarEnquiry;
    }
  }
}

/**
 * Label of the phone click event. The spec labels it by page path; the detail page's path
 * (/cars/{slug}) does not say, so the car's type decides: demo cars count as used.
 */
export function phoneClickLabel(carType: CarType): "New Car" | "Used Car" {
  return carType === "new" ? "New Car" : "Used Car";
}

export interface AnalyticsEvent {
  event: string;
  event_id: number;
  event_label?: string;
  car_id?: number;
}

const EVENT_NAMES: Record<TrackedAction["action"], string> = {
  save: "save_car",
  "phone-click": "phone_click",
  "calculator-first-use": "finance_calculator_used",
  enquiry: "enquiry_submitted",
};

/** The dataLayer entry for an action. */
export function analyticsEvent(action: TrackedAction, details: { car_id?: number; label?: string } = {}): AnalyticsEvent {
  const event: AnalyticsEvent = { event: EVENT_NAMES[action.action], event_id: eventIdFor(action) };
  if (details.label !== undefined) event.event_label = details.label;
  if (details.car_id !== undefined) event.car_id = details.car_id;
  return event;
}

interface DataLayerHost {
  dataLayer?: { push: (entry: object) => unknown } | object[] | null;
}

function browserWindow(): DataLayerHost | undefined {
  return typeof window === "undefined" ? undefined : (window as unknown as DataLayerHost);
}

/**
 * Pushes onto `window.dataLayer`, creating it when missing (the tag manager replays entries
 * pushed before it loaded). True when pushed; false on the server or on any error, never throws.
 */
export function pushEvent(event: object, host: DataLayerHost | undefined = browserWindow()): boolean {
  try {
    if (!host) return false;
    const layer = host.dataLayer;
    if (layer && typeof (layer as { push?: unknown }).push === "function") (layer as { push: (entry: object) => unknown }).push(event);
    else host.dataLayer = [event];
    return true;
  } catch {
    return false;
  }
}
