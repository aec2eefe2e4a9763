import { createContext, use } from "react";
import { createContext as createRouterContext } from "react-router";
import { FragmentRendererContext } from "../../ui/static-fragment.tsx";
import type { ResultCardVehicle, VehicleCardConfig } from "../card-config.ts";
import { cardTag } from "../card-tag.ts";
import { isInStock } from "../vehicle-status.ts";
import { VehicleCard } from "./vehicle-card.tsx";

/**
 * Set on the server by a loader whose cards all come from the tenant's search index (the index object): within one
 * index a card is a function of its car and its tag (which may change with the day), whichever page shows it (the
 * results, a car's similar cars: the same tenant settings). Null elsewhere and in the browser.
 */
export const cardScopeContext = createRouterContext<object | null>(null);
export const CardScopeContext = createContext<object | null>(null);

/**
 * At most this many cards are kept per index, the first drawn (five pages of a results list): ~1.5 KB each, at most
 * ~180 KB beside an index of 300 cars (~2 MB), and gone with the index. Cards past it are drawn every time.
 */
const CARDS_PER_INDEX = 120;

type ListedCardProps = {
  vehicle: ResultCardVehicle;
  config: VehicleCardConfig;
  now?: number | null;
  eager?: boolean;
  priority?: boolean;
  /** The list item's own attributes (a carousel's slide). */
  item?: { className?: string; "aria-roledescription"?: string; "aria-label"?: string };
};

/**
 * A stock card in its list item. On the server, under a card scope, an in-stock car's card is drawn once per index and
 * tag and written into each page as that HTML (a results page's 24 cards were about half its elements, issue 15,
 * ADR 058), as the layout's menus are (app/ui/static-fragment.tsx); the browser draws and hydrates it as usual. A card
 * that is not in stock links with the router's Link (it reads context) and is drawn every time, as are the first row's.
 */
export function ListedCard({ item, ...props }: ListedCardProps) {
  const render = use(FragmentRendererContext);
  const scope = use(CardScopeContext);
  const card = () => <VehicleCard {...props} />;
  // An eager photo is also a preload React hoists into the document's head: such a card is drawn in the page's render.
  if (!render || !scope || props.eager || !isInStock(props.vehicle)) return <li {...item}>{card()}</li>;
  const tag = cardTag(props.vehicle, props.config, props.now ?? null);
  const slot = `card ${props.vehicle.id} ${tag ? `${tag.kind} ${tag.tone} ${tag.label}` : "-"}`;
  return <li {...item} dangerouslySetInnerHTML={{ __html: render(scope, slot, card, CARDS_PER_INDEX) }} />;
}
