import type { RouterContextProvider } from "react-router";
import { getServices } from "../platform/request-context.server.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import type { FormTokenData } from "./form-data.ts";
import type { FormOptions } from "./lead-forms.ts";
import { formOptions } from "./lead-service.server.ts";

/** What a page with the tenant's chat widget needs to send the chat's messages as leads (ADR 040); null without a widget. */
export type ChatLeadData = { dealerName: string; options: FormOptions; formToken: FormTokenData };

export function chatLeadData(context: Readonly<RouterContextProvider>, tenant: Tenant): ChatLeadData | null {
  if (!tenant.config.chat_widget) return null;
  const { formTokens } = getServices(context);
  return { dealerName: tenant.name, options: formOptions(tenant), formToken: { value: formTokens.issue(tenant.id), minAgeMs: formTokens.minAgeMs } };
}
