import { cn } from "../../ui/cn.ts";
import { iconClass } from "../../ui/mask-icon.tsx";
import { toggleFavourite, useFavourites } from "../favourites.ts";

/** Save (favourite) toggle for a vehicle, remembered in this browser. */
export function SaveVehicleButton({ id, title, className = "" }: { id: number; title: string; className?: string }) {
  const saved = useFavourites().includes(id);
  return (
    // The floating icon button's look is the `card-save` rule in app.css: once, not on each of a page's cards.
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${title} from saved vehicles` : `Save ${title}`}
      title={saved ? "Saved" : "Save this vehicle"}
      onClick={() => toggleFavourite(id)}
      className={cn("card-save", iconClass(saved ? "heart-filled" : "heart"), saved && "text-brand", className)}
    />
  );
}
