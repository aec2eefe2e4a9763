import { cn } from "../../ui/cn.ts";
import { IconButton } from "../../ui/icon-button.tsx";
import { SpriteIcon } from "../../ui/sprite-icon.tsx";
import { toggleFavourite, useFavourites } from "../favourites.ts";

/** Save (favourite) toggle for a vehicle, remembered in this browser. */
export function SaveVehicleButton({ id, title, className = "" }: { id: number; title: string; className?: string }) {
  const saved = useFavourites().includes(id);
  return (
    <IconButton
      tone="floating"
      size="md"
      aria-pressed={saved}
      label={saved ? `Remove ${title} from saved vehicles` : `Save ${title}`}
      title={saved ? "Saved" : "Save this vehicle"}
      onClick={() => toggleFavourite(id)}
      className={cn("hover:scale-105 focus-visible:scale-105", className)}
    >
      <SpriteIcon name="heart" className={`size-[18px] transition ${saved ? "fill-brand text-brand" : ""}`} strokeWidth={2.25} />
    </IconButton>
  );
}
