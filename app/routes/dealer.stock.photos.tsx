import { data } from "react-router";
import type { Route } from "./+types/dealer.stock.photos";
import { VehiclePhotosPage } from "../console/components/vehicle-photos-page.tsx";
import { photoActionSchema, uploadedFiles } from "../console/photo-forms.ts";
import { changeVehiclePhotos, uploadVehiclePhotos, vehicleIdParam, vehiclePhotosData, type PhotoDeps } from "../console/vehicle-photos.server.ts";
import { requireStaff, requireStaffAction } from "../staff/console-session.server.ts";
import { findVehicleById } from "../stock/stock-store.server.ts";
import { parseFormSubmission } from "../lib/form-submission.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices } from "../platform/request-context.server.ts";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Photos · ${loaderData?.vehicle.title ?? "Vehicle"} · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

const notFound = () => data({ reason: "vehicle-not-found" as const }, { status: 404 });

/** /dealer/stock/:id/photos: a vehicle's photos (stock.read to look, stock.write to change). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "stock.read");
  const id = vehicleIdParam(params.id);
  const page = id === null ? null : await vehiclePhotosData(getServices(context).database.db, user.tenant.id, id);
  if (!page) throw notFound();
  return { ...page, dealerName: user.tenant.name, canEdit: user.can("stock.write") };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireStaffAction(context, request, "stock.write");
  const services = getServices(context);
  const id = vehicleIdParam(params.id);
  if (id === null) throw notFound();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ notices: [{ tone: "error" as const, title: "The form could not be read. Please try again." }] }, { status: 400 });
  }
  const checked = parseFormSubmission(form, photoActionSchema);
  if (!checked.ok) return data({ notices: [{ tone: "error" as const, title: "That request wasn't understood. Reload the page and try again." }] }, { status: 400 });
  const deps: PhotoDeps = {
    db: services.database.db,
    mediaDir: services.env.mediaDir,
    tenant: { id: user.tenant.id, slug: user.tenant.slug },
    actor: user.actor,
    changed: () => services.changed({ tenant: user.tenant.slug, kind: "stock", vehicles: [id] }),
  };
  if (checked.data.intent === "upload") {
    const vehicle = await findVehicleById(deps.db, user.tenant.id, id);
    if (!vehicle) throw notFound();
    const { status, ...result } = await uploadVehiclePhotos(deps, vehicle, uploadedFiles(form));
    return data(result, { status });
  }
  const changed = await changeVehiclePhotos(deps, id, checked.data);
  if (!changed) throw notFound();
  const { status, ...result } = changed;
  return data(result, { status });
}

export default function DealerVehiclePhotos({ loaderData, actionData }: Route.ComponentProps) {
  return <VehiclePhotosPage data={loaderData} result={actionData} />;
}
