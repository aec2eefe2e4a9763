import { SpriteIcon } from "../../ui/sprite-icon.tsx";
import { toggleFavourite, useFavourites } from "../favourites.ts";

/** Save (favourite) toggle for a vehicle, remembered in this browser. */
export function SaveVehicleButton({ id, title, className = "" }: { id: number; title: string; className?: string }) {
  const saved = useFavourites().includes(id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${title} from saved vehicles` : `Save ${title}`}
      title={saved ? "Saved" : "Save this vehicle"}
      onClick={() => toggleFavourite(id)}
      className={`grid size-9 place-items-center rounded-full bg-white/95 text-ink shadow-md ring-1 ring-black/5 transition hover:scale-105 hover:text-brand focus-visible:scale-105 ${className}`}
    >
      <SpriteIcon name="heart" className={`size-[18px] transition ${saved ? "fill-brand text-brand" : ""}`} strokeWidth={2.25} />
    </button>
  );
}
