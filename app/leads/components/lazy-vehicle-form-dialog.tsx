import { Suspense, lazy, useRef } from "react";
import { usePageState } from "../../vehicle/components/page-store.ts";

const VehicleFormDialog = lazy(() => import("./vehicle-form-dialog.tsx").then((m) => ({ default: m.VehicleFormDialog })));

/**
 * The vehicle page's enquiry and test-drive dialog, loaded the first time a shopper opens one (ADR 051): the forms, the
 * dialog and their validation are a good part of the page's JavaScript and most visits never open them. Once loaded it
 * stays mounted, so it closes with its animation and opens again at once. Without JavaScript the Enquire and Test Drive
 * links are the form pages themselves.
 */
export function LazyVehicleFormDialog({ carId }: { carId: number }) {
  const form = usePageState("dialogForm");
  const opened = useRef(false);
  if (form) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <VehicleFormDialog carId={carId} />
    </Suspense>
  );
}
