import { useSyncExternalStore } from "react";

/**
 * Tiny shared state of the vehicle page that several far-apart buttons read: whether the dealer's
 * phone number is revealed (sidebar, mobile bar and location panel agree) and whether the chat
 * panel is open. Kept outside React's tree so the page component itself never re-renders.
 */
/** The vehicle page's lead forms that open in a dialog (spec 001 §2 'Enquiry forms open in a modal'). */
export type DialogForm = "car-enquiry" | "test-drive";

interface PageState {
  phoneRevealed: boolean;
  chatOpen: boolean;
  /** The lead form open in a dialog, if any. */
  dialogForm: DialogForm | null;
}

let state: PageState = { phoneRevealed: false, chatOpen: false, dialogForm: null };
const SERVER_STATE: PageState = { phoneRevealed: false, chatOpen: false, dialogForm: null };
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setPageState(patch: Partial<PageState>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export function usePageState<K extends keyof PageState>(key: K): PageState[K] {
  return useSyncExternalStore(
    subscribe,
    () => state[key],
    () => SERVER_STATE[key],
  );
}

/** Back to the start, for a client navigation to another car. */
export function resetPageState(): void {
  setPageState({ phoneRevealed: false, chatOpen: false, dialogForm: null });
}
