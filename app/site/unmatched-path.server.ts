import { data, redirect } from "react-router";
import type { Tenant } from "../tenants/tenant-document.ts";
import { stockBase } from "../tenants/stock-base.ts";
import { findModel } from "../models/model-lineup.ts";

/**
 * A path no page claims: 'Our Stock' and the View Details fallback point at /cars/, which is the stock
 * search; /{model-slug} is a model's page; anything else is the styled 404. Always throws.
 */
export function answerUnmatchedPath(tenant: Tenant, pathname: string): never {
  if (/^\/cars\/?$/.test(pathname)) throw redirect(`${stockBase(tenant.config)}/new-used-and-demo-cars`);
  // /{model-slug} (spec 000 §2: a model's Explore link) is the model page at /models/{slug}.
  const modelSlug = /^\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
  if (modelSlug && findModel(tenant.config, modelSlug)) throw redirect(`/models/${modelSlug}`, 301);
  throw data({ reason: "not-found" }, { status: 404 });
}
