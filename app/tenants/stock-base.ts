import type { SiteConfig } from "./tenant-document.ts";

/** The stock path prefix: /search/ by default, /used-car/ where the tenant asks for it. */
export function stockBase(config: Pick<SiteConfig, "used_car_path">): string {
  return config.used_car_path ? "/used-car" : "/search";
}
