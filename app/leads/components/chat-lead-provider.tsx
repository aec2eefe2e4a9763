import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { ChatDeliveryContext, type ChatDelivery, type ChatLeadInput } from "../../ui/chat-window.tsx";
import type { ChatLeadData } from "../chat-lead-data.server.ts";
import { MESSAGES } from "../lead-messages.ts";
import { leadAttributes } from "../shopper-memory.ts";

/**
 * Sends the chat widget's messages to the dealer as leads (ADR 040): each message is a 'chat' lead posted as JSON to
 * POST /api/leads (JSON only, so no other site can send it; rate-limited per address and per site) with the page's
 * form token, checked first by the same schema the server uses (loaded when the first message is sent). Routes with a chat widget wrap their page in it.
 */
export function ChatLeadProvider({ chat, children }: { chat: ChatLeadData | null; children: ReactNode }) {
  // The server refuses a token used sooner than minAgeMs after it was issued: a quick first message waits that long.
  const tokenSince = useRef(0);
  useEffect(() => {
    tokenSince.current = performance.now();
  }, [chat?.formToken.value]);

  const delivery = useMemo<ChatDelivery | null>(() => {
    if (!chat) return null;
    const submission = (input: ChatLeadInput) => ({ form: "chat", ...input, terms_conditions: input.terms_conditions || undefined });
    return {
      dealerName: chat.dealerName,
      consentRequired: chat.options.consentRequired,
      // The lead schemas (and zod) load on the first message, not with every page that has a chat (ADR 051).
      validate: async (input) => (await import("../form-data.ts")).validateSubmission("chat", chat.options, submission(input)),
      send: async (input) => {
        const early = chat.formToken.minAgeMs - (performance.now() - tokenSince.current);
        if (early > 0) await new Promise((r) => setTimeout(r, early));
        try {
          const res = await fetch("/api/leads", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              ...submission(input),
              url: window.location.href,
              user_agent: navigator.userAgent.slice(0, 500),
              lead_attributes: leadAttributes(window.location.pathname, window.location.search),
              idempotency_key: crypto.randomUUID(),
              form_token: chat.formToken.value,
            }),
          });
          if (res.ok) return { ok: true };
          const body = (await res.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
          const fields = body.fields ?? {};
          const first = Object.values(fields)[0];
          return { ok: false, error: first && body.error === MESSAGES.listHeading ? first : (body.error ?? MESSAGES.submitFailed), fields };
        } catch {
          return { ok: false, error: `${MESSAGES.submitFailed}. Please try again.`, fields: {} };
        }
      },
    };
  }, [chat]);

  return <ChatDeliveryContext.Provider value={delivery}>{children}</ChatDeliveryContext.Provider>;
}
