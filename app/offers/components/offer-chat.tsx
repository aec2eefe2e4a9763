import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { ChatBubble, ChatWindow, type ChatWidgetSettings } from "../../ui/chat-window.tsx";

export type ChatWidgetConfig = ChatWidgetSettings;
type ChatTopic = { name: string; enquireHref: string } | null;
type ChatApi = { open: (topic: ChatTopic) => void };

const ChatContext = createContext<ChatApi | null>(null);

/** The chat panel's opener, where the tenant has a chat widget (config.chat_widget); else null. */
export function useOfferChat(): ChatApi | null {
  return useContext(ChatContext);
}

/**
 * The tenant's chat widget on the offers pages: a bubble, and a panel the Enquire buttons open
 * (spec 000 §2 'some dealers open a chat widget instead of linking'). Like the vehicle page's widget,
 * the shopper's messages reach the dealer as leads (ADR 040; the route wraps the page in ChatLeadProvider).
 */
export function OfferChatProvider({ widget, fallbackHref, children }: { widget: ChatWidgetConfig | null; fallbackHref: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [topic, setTopic] = useState<ChatTopic>(null);
  const api = useMemo<ChatApi>(
    () => ({
      open: (t) => {
        setTopic(t);
        setOpen(true);
      },
    }),
    [],
  );
  if (!widget) return <>{children}</>;
  return (
    <ChatContext.Provider value={api}>
      {children}
      <ChatPanel widget={widget} open={open} topic={topic} fallbackHref={fallbackHref} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} />
    </ChatContext.Provider>
  );
}

function ChatPanel({ widget, open, topic, fallbackHref, onOpen, onClose }: { widget: ChatWidgetConfig; open: boolean; topic: ChatTopic; fallbackHref: string; onOpen: () => void; onClose: () => void }) {
  return (
    <>
      {!open && <ChatBubble name={widget.name} onOpen={onOpen} className="bottom-4 lg:bottom-6" />}
      <ChatWindow
        widget={widget}
        open={open}
        onClose={onClose}
        topic={topic?.name ?? null}
        subject={topic ? `the ${topic.name} offer` : "our offers"}
        enquireHref={topic?.enquireHref ?? fallbackHref}
      />
    </>
  );
}
