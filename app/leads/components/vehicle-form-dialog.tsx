import { Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { type DialogForm, setPageState, usePageState } from "../../vehicle/components/page-store.ts";
import { enquireHref, testDriveHref } from "../../vehicle/vehicle-links.ts";
import type { FormTokenData } from "../form-data.ts";
import type { FormConfig, FormVehicle } from "../form-page-data.server.ts";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";
import { CarEnquiryForm } from "./enquiry-forms.tsx";
import { TestDriveForm } from "./test-drive-form.tsx";

/** What a form page's loader answers (/contact?form=car-enquiry, /book-test-drive/). */
interface FormPageLoaderData {
  config: FormConfig;
  vehicle: FormVehicle | null;
  idempotencyKey: string;
  now: number;
  formToken: FormTokenData;
}

const TITLES: Record<DialogForm, string> = { "car-enquiry": "Enquire about this car", "test-drive": "Book a test drive" };

/**
 * The vehicle page's enquiry and test-drive forms in a modal (spec 001 §2 'Enquiry forms open in
 * a modal'). The page's Enquire and Test Drive links open it once the page is interactive; the
 * form itself (its options, the car, a fresh form token) comes from the form page's own loader,
 * and posts to that page, so the dialog and the no-JavaScript page are one form.
 */
export function VehicleFormDialog({ carId }: { carId: number }) {
  const form = usePageState("dialogForm");
  const fetcher = useFetcher<FormPageLoaderData>();
  const href = form === "test-drive" ? testDriveHref({ id: carId }) : enquireHref({ id: carId });
  // Load each form once when it opens (the fetcher's `load` is not a stable function). While the
  // router revalidates the fetcher, its last data stays, so the form is never swapped mid-typing.
  const load = useRef(fetcher.load);
  useEffect(() => {
    load.current = fetcher.load;
  });
  useEffect(() => {
    if (form) void load.current(href);
  }, [form, href]);

  const close = () => setPageState({ dialogForm: null });
  const data = fetcher.data;
  const ready = form !== null && data !== undefined;
  return (
    <Dialog open={form !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent title={form ? TITLES[form] : ""} description={data?.vehicle ? data.vehicle.title : undefined} hideDescription={false}>
        {!ready ? (
          <p role="status" className="flex items-center gap-2 py-10 text-muted">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading the form…
          </p>
        ) : form === "test-drive" ? (
          <TestDriveForm key={`test-drive-${carId}`} config={data.config} vehicle={data.vehicle} idempotencyKey={data.idempotencyKey} now={data.now} action={href} formToken={data.formToken} onSuccess={close} />
        ) : (
          <CarEnquiryForm key={`car-enquiry-${carId}`} form="car-enquiry" config={data.config} vehicle={data.vehicle} idempotencyKey={data.idempotencyKey} action={href} formToken={data.formToken} onSuccess={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}
