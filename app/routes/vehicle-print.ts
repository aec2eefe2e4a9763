import type { Route } from "./+types/vehicle-print";
import { siteContext } from "../platform/contexts.ts";
import { getServices } from "../platform/request-context.server.ts";
import { publicOrigin } from "../tenants/public-origin.ts";
import { findVehicleBySlug } from "../stock/stock-store.server.ts";
import { TEMPLATES } from "../tenants/templates.ts";
import { primaryLocation } from "../tenants/tenant-document.ts";
import { locationPhone } from "../vehicle/phone-reveal.ts";
import { registrationStatus } from "../vehicle/registration.ts";
import { vehicleLocation } from "../vehicle/vehicle-page-data.server.ts";
import { jsonResponse } from "../platform/json-response.ts";
import { vehiclePdf } from "../vehicle/vehicle-pdf.server.ts";
import { vehiclePath } from "../stock/vehicle-paths.ts";
import { countShopperActivity } from "../staff/shopper-traffic.server.ts";

/** GET /cars/{slug}/print.pdf: the car's printable PDF, downloaded as {slug}.pdf (spec 001 §4 'Print'). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  if (site.kind !== "tenant") return jsonResponse({ error: "Not found." }, 404);
  const { tenant } = site;
  if (!tenant.config.print_enabled) return jsonResponse({ error: "Printing is not available on this site." }, 404);
  const { database, images, logger } = getServices(context);
  const vehicle = await findVehicleBySlug(database.db, tenant.id, params.slug);
  if (!vehicle || !vehicle.show_on_dealer_website) return jsonResponse({ error: "That car is no longer available." }, 404);
  const location = vehicleLocation(tenant, vehicle) ?? primaryLocation(tenant);
  const origin = publicOrigin(tenant, new URL(request.url));
  try {
    const pdf = await vehiclePdf(
      vehicle,
      {
        siteName: tenant.name,
        url: new URL(vehiclePath(vehicle), origin).href,
        themeColor: tenant.config.brand_color ?? TEMPLATES[tenant.template].colors.primary,
        location: location
          ? { name: location.name, ...location.address, phone: locationPhone(location), email: location.contact_detail.email }
          : null,
      },
      {
        registration: registrationStatus(vehicle, new Date()),
        // pdfkit reads JPEG and PNG only: the WebP source goes through the image service as JPEG.
        // When the image service is busy the PDF goes without that photo rather than waiting.
        loadPhoto: async (url) => {
          if (!url.startsWith("/media/")) return null;
          const photo = await images.get(url, { width: 1200, height: 800, format: "jpeg", quality: 75 });
          return photo.status === "ok" ? photo.body : null;
        },
      },
    );
    await countShopperActivity(context, request, tenant, "prints", { vehicleIds: [vehicle.id] });
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${vehicle.slug}.pdf"`,
        "Content-Length": String(pdf.length),
        "Cache-Control": "private, max-age=300",
      },
    });
  } catch (err) {
    logger.error({ err, vehicle: vehicle.id }, "printing a car failed");
    return jsonResponse({ error: "Sorry, we couldn't prepare the PDF. Please try again." }, 500);
  }
}
