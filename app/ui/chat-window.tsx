import { MessageCircle, Send, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Card } from "./card.tsx";
import { cn } from "./cn.ts";
import { IconButton } from "./icon-button.tsx";

export type ChatWidgetSettings = { name: string; greeting: string };
type ChatMessage = { from: "dealer" | "me"; text: string };

/** The round button that opens the chat; `className` places it. */
export function ChatBubble({ name, onOpen, className = "" }: { name: string; onOpen: () => void; className?: string }) {
  return (
    <IconButton label={name} tone="brand" onClick={onOpen} className={cn("fixed right-4 z-40 size-14 shadow-2xl transition-all hover:scale-105 lg:right-6", className)}>
      <MessageCircle aria-hidden="true" className="size-6" />
    </IconButton>
  );
}

/**
 * The tenant's chat widget panel (config.chat_widget). It runs in the page only: it greets, takes the
 * shopper's message and points them to the enquiry form or a call, which is how the message reaches the
 * dealer. It stays mounted while closed, so the conversation survives closing and opening it again.
 */
export function ChatWindow({
  widget,
  open,
  onClose,
  subject,
  topic = null,
  enquireHref,
}: {
  widget: ChatWidgetSettings;
  open: boolean;
  onClose: () => void;
  /** What the shopper is asking about, for the reply: 'the 2021 Mazda CX-5', 'our offers'. */
  subject: string;
  /** Shown under the title when the chat was opened about something in particular. */
  topic?: string | null;
  enquireHref: string;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([{ from: "dealer", text: widget.greeting }]);
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open, topic]);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [messages]);

  const send = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft("");
    setMessages((m) => [...m, { from: "me", text }, { from: "dealer", text: `Thanks! To make sure the right person gets back to you about ${subject}, send it through our enquiry form, or give us a call.` }]);
  };

  return (
    <Card
      role="dialog"
      aria-label={widget.name}
      hidden={!open}
      elevation="popover"
      padding="none"
      className="fixed right-3 bottom-3 z-[55] flex max-h-[70vh] w-[min(22rem,calc(100vw-1.5rem))] flex-col overflow-hidden shadow-2xl lg:right-6 lg:bottom-6"
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
      <ol ref={list} aria-live="polite" className="flex-1 space-y-2 overflow-y-auto bg-page p-3">
        {messages.map((m, i) => (
          <li key={i} className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${m.from === "me" ? "ml-auto bg-brand text-brand-contrast" : "bg-white ring-1 ring-black/5"}`}>
            {m.text}
          </li>
        ))}
      </ol>
      <div className="flex gap-2 border-t border-black/5 px-3 pt-2 text-xs">
        <Link to={enquireHref} className="font-semibold text-brand hover:underline">
          Send an enquiry
        </Link>
      </div>
      <form onSubmit={send} className="flex gap-2 p-3">
        <label htmlFor={inputId} className="sr-only">
          Your message
        </label>
        <input
          ref={input}
          id={inputId}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Type a message…"
          autoComplete="off"
          className="min-w-0 flex-1 rounded-full border border-black/15 px-3 py-2 text-sm"
        />
        <IconButton type="submit" label="Send message" tone="brand" size="md" className="shrink-0">
          <Send aria-hidden="true" className="size-4" />
        </IconButton>
      </form>
    </Card>
  );
}
