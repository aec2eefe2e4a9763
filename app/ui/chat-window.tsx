import { MessageCircle, Send, X } from "lucide-react";
import { createContext, useContext, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { TermsLabel } from "./terms-label.tsx";
import { Button } from "./button.tsx";
import { Card } from "./card.tsx";
import { Checkbox } from "./checkbox.tsx";
import { cn } from "./cn.ts";
import { Field } from "./field.tsx";
import { IconButton } from "./icon-button.tsx";
import { Input } from "./input.tsx";

export type ChatWidgetSettings = { name: string; greeting: string };

/** What the chat sends: the shopper's message, how to reach them, and the car it is about. */
export type ChatLeadInput = { message: string; name: string; phone: string; email: string; terms_conditions: boolean; car_id?: number };
export type ChatSendResult = { ok: true } | { ok: false; error: string; fields: Record<string, string> };

/**
 * How the chat's messages reach the dealer (ADR 040): as leads, through the lead pipeline. The page's route provides it
 * (app/leads/components/chat-lead-provider.tsx), so this kit part knows nothing of leads; without it the window only greets and
 * links the enquiry form, and never pretends to converse.
 */
export interface ChatDelivery {
  dealerName: string;
  consentRequired: boolean;
  /** The lead form's own checks (the same schema as the server's): field name → message. Asynchronous, so the schema
   * can load when a shopper first sends a message rather than with the page (ADR 051). */
  validate(input: ChatLeadInput): Promise<Record<string, string>>;
  send(input: ChatLeadInput): Promise<ChatSendResult>;
}
export const ChatDeliveryContext = createContext<ChatDelivery | null>(null);

type ChatLine = { from: "dealer" | "me" | "note"; text: string; tone?: "ok" | "error" };
type Contact = Omit<ChatLeadInput, "message" | "car_id">;
const NO_CONTACT: Contact = { name: "", phone: "", email: "", terms_conditions: false };

/** The round button that opens the chat; `className` places it. */
export function ChatBubble({ name, onOpen, className = "" }: { name: string; onOpen: () => void; className?: string }) {
  return (
    <IconButton label={name} tone="brand" onClick={onOpen} className={cn("fixed right-4 z-40 size-14 shadow-2xl transition-all hover:scale-105 lg:right-6", className)}>
      <MessageCircle aria-hidden="true" className="size-6" />
    </IconButton>
  );
}

/**
 * The tenant's chat widget panel (config.chat_widget). It greets with the tenant's words and takes the shopper's
 * message; the first time, it asks for a name and a phone number or email so the dealer can reply, then sends the
 * message to the dealer as a lead (ADR 040) and says so. Nothing in it is a made-up reply. It stays mounted while
 * closed, so what was typed survives closing and opening it again.
 */
export function ChatWindow({
  widget,
  open,
  onClose,
  subject,
  topic = null,
  enquireHref,
  carId,
}: {
  widget: ChatWidgetSettings;
  open: boolean;
  onClose: () => void;
  /** What the shopper is asking about, for the note the message is sent with: 'the 2021 Mazda CX-5', 'our offers'. */
  subject: string;
  /** Shown under the title when the chat was opened about something in particular. */
  topic?: string | null;
  enquireHref: string;
  /** The car the chat is about, sent with the message. */
  carId?: number;
}) {
  const delivery = useContext(ChatDeliveryContext);
  const [lines, setLines] = useState<ChatLine[]>([{ from: "dealer", text: widget.greeting }]);
  const [draft, setDraft] = useState("");
  // The message waiting for the shopper's contact details, and the details once given.
  const [waiting, setWaiting] = useState<string | null>(null);
  const [contact, setContact] = useState<Contact | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (open && waiting === null) input.current?.focus();
  }, [open, topic, waiting]);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [lines, waiting]);

  const note = (text: string, tone?: ChatLine["tone"]) => setLines((l) => [...l, { from: "note", text, tone }]);

  async function deliver(message: string, details: Contact): Promise<Record<string, string> | null> {
    if (!delivery) return null;
    setSending(true);
    const result = await delivery.send({ ...details, message, ...(carId ? { car_id: carId } : {}) });
    setSending(false);
    if (!result.ok) {
      note(result.error, "error");
      return result.fields;
    }
    setContact(details);
    setWaiting(null);
    const reply = [details.phone && "phone", details.email && "email"].filter(Boolean).join(" or ");
    note(`Sent to ${delivery.dealerName} about ${subject}. The team will reply by ${reply}.`, "ok");
    return null;
  }

  const sendDraft = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text || sending || waiting !== null) return;
    setDraft("");
    setLines((l) => [...l, { from: "me", text }]);
    if (contact) void deliver(text, contact);
    else setWaiting(text);
  };

  return (
    <Card
      role="dialog"
      aria-label={widget.name}
      hidden={!open}
      elevation="popover"
      padding="none"
      className="fixed right-3 bottom-3 z-[55] flex max-h-[min(36rem,85vh)] w-[min(22rem,calc(100vw-1.5rem))] flex-col overflow-hidden shadow-2xl lg:right-6 lg:bottom-6"
    >
      <div className="flex items-center gap-3 bg-brand px-4 py-3 text-brand-contrast">
        <MessageCircle aria-hidden="true" className="size-5" />
        <p className="flex-1 font-bold">{widget.name}</p>
        <IconButton label="Close chat" tone="ghost" size="sm" onClick={onClose} className="hover:bg-white/15">
          <X aria-hidden="true" className="size-5" />
        </IconButton>
      </div>
      {topic && (
        <p className="border-b border-black/5 bg-brand/5 px-4 py-2 text-xs text-muted">
          About: <span className="font-semibold text-ink">{topic}</span>
        </p>
      )}
      <div className="flex-1 overflow-y-auto bg-page">
        <ol ref={list} aria-live="polite" className="space-y-2 p-3">
          {lines.map((m, i) => (
            <ChatMessage key={i} line={m} />
          ))}
        </ol>
        {delivery && waiting !== null && (
          <ContactStep delivery={delivery} message={waiting} sending={sending} carId={carId} onSend={(details) => deliver(waiting, details)} />
        )}
      </div>
      <div className="flex gap-2 border-t border-black/5 px-3 pt-2 text-xs">
        <Link to={enquireHref} className="font-semibold text-brand hover:underline">
          {delivery ? "Or use the enquiry form" : "Send an enquiry"}
        </Link>
      </div>
      {delivery ? (
        <form onSubmit={sendDraft} className="flex gap-2 p-3">
          <label htmlFor={inputId} className="sr-only">
            Your message
          </label>
          <input
            ref={input}
            id={inputId}
            value={draft}
            maxLength={2000}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={waiting !== null ? "Your details first, above" : "Type a message…"}
            disabled={waiting !== null}
            autoComplete="off"
            className="min-w-0 flex-1 rounded-full border border-black/15 px-3 py-2 text-sm disabled:bg-black/[0.03]"
          />
          <IconButton type="submit" label="Send message" tone="brand" size="md" className="shrink-0" disabled={sending || waiting !== null}>
            <Send aria-hidden="true" className="size-4" />
          </IconButton>
        </form>
      ) : (
        <p className="p-3 text-sm text-muted">To reach the team, send an enquiry or give us a call.</p>
      )}
    </Card>
  );
}

function ChatMessage({ line }: { line: ChatLine }) {
  if (line.from === "note")
    return (
      <li role={line.tone === "error" ? "alert" : undefined} className={cn("px-2 text-center text-xs", line.tone === "error" ? "font-medium text-red-700" : "text-muted")}>
        {line.text}
      </li>
    );
  return <li className={cn("max-w-[85%] rounded-2xl px-3 py-2 text-sm", line.from === "me" ? "ml-auto bg-brand text-brand-contrast" : "bg-white ring-1 ring-black/5")}>{line.text}</li>;
}

/** The shopper's name and a phone number or email, asked once, checked by the lead form's schema before sending. */
function ContactStep({ delivery, message, sending, carId, onSend }: { delivery: ChatDelivery; message: string; sending: boolean; carId?: number; onSend: (details: Contact) => Promise<Record<string, string> | null> }) {
  const [details, setDetails] = useState<Contact>(NO_CONTACT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const set = (key: keyof Contact) => (value: string | boolean) => setDetails((d) => ({ ...d, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = await delivery.validate({ ...details, message, ...(carId ? { car_id: carId } : {}) });
    setErrors(found);
    if (Object.keys(found).length) return;
    setErrors((await onSend(details)) ?? {});
  };

  const field = (key: "name" | "phone" | "email", label: string, props: { type: string; autoComplete: string; inputMode?: "tel" | "email" }, hint?: ReactNode) => (
    <Field id={`${id}-${key}`} label={label} error={errors[key]} hint={hint} className="text-sm" labelClassName="mb-1 text-xs">
      <Input ref={key === "name" ? first : undefined} look="compact" name={key} value={details[key]} onChange={(e) => set(key)(e.target.value)} {...props} />
    </Field>
  );

  return (
    <form noValidate aria-label="Your details" onSubmit={submit} className="mx-3 mb-3 space-y-3 rounded-theme bg-white p-3 ring-1 ring-black/5">
      <p className="text-sm text-ink">So {delivery.dealerName} can reply, leave your name and a phone number or email.</p>
      {field("name", "Your name", { type: "text", autoComplete: "given-name" })}
      {field("phone", "Phone", { type: "tel", autoComplete: "tel", inputMode: "tel" })}
      {field("email", "Email", { type: "email", autoComplete: "email", inputMode: "email" })}
      {delivery.consentRequired && (
        <Checkbox
          id={`${id}-terms`}
          name="terms_conditions"
          checked={details.terms_conditions}
          onChange={(e) => set("terms_conditions")(e.target.checked)}
          error={errors.terms_conditions}
          required
          label={<TermsLabel />}
        />
      )}
      <Button type="submit" size="sm" block loading={sending}>
        Send to {delivery.dealerName}
      </Button>
    </form>
  );
}
