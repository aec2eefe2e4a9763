import { useSyncExternalStore } from "react";

/**
 * Tiny shared state of the vehicle page that several far-apart buttons read: whether the dealer's
 * phone number is revealed (sidebar, mobile bar and location panel agree) and whether the chat
 * panel is open. Kept outside React's tree so the page component itself never re-renders.
 */
interface PageState {
  phoneRevealed: boolean;
  chatOpen: boolean;
}

let state: PageState = { phoneRevealed: false, chatOpen: false };
const SERVER_STATE: PageState = { phoneRevealed: false, chatOpen: false };
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
  setPageState({ phoneRevealed: false, chatOpen: false });
}
