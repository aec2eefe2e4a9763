import { ChevronLeft, ChevronRight } from "./icons.ts";
import { useEffect, type KeyboardEvent } from "react";
import { imageUrl } from "../../media/image-url.ts";
import { Dialog, FullscreenContent } from "../../ui/dialog.tsx";
import { IconButton } from "../../ui/icon-button.tsx";
import type { GalleryProps } from "./media-viewer.tsx";
import { ThumbnailList } from "./thumbnail-list.tsx";

/**
 * The full-screen photo viewer (spec 001 §2, §4): the picture as large as the screen allows,
 * previous and next buttons, the left and right arrow keys (key codes 37 and 39), and thumbnails.
 * Loaded on first use, so its code is not part of the page.
 */
export default function FullscreenGallery({ images, title, index, onIndex, onClose }: GalleryProps & { onClose: () => void }) {
  const count = images.length;
  const go = (i: number) => onIndex((i + count) % count);
  const image = images[index] ?? images[0];

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      go(index - 1);
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      go(index + 1);
    }
  };

  // Warm the neighbours so arrowing through is instant.
  useEffect(() => {
    for (const n of [index - 1, index + 1]) {
      const next = images[(n + count) % count];
      if (next) new Image().src = imageUrl(next.url, { width: 1600 });
    }
  }, [index, images, count]);

  useEffect(() => {
    document.getElementById(`fullscreen-thumb-${index}`)?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [index]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <FullscreenContent
        title={title}
        closeLabel="Close full screen viewer"
        onKeyDown={onKeyDown}
        status={
          <p aria-live="polite" className="text-sm text-white/70 tabular-nums">
            Photo {index + 1} of {count}
          </p>
        }
      >
        <div className="relative min-h-0 flex-1">
          <img
            key={image.url + index}
            src={imageUrl(image.url, { width: 1600 })}
            alt={image.alt?.trim() || `${title} – photo ${index + 1} of ${count}`}
            className="absolute inset-0 m-auto max-h-full max-w-full object-contain"
            data-index={index}
          />
          {count > 1 && (
            <>
              <IconButton tone="glass" size="2xl" onClick={() => go(index - 1)} label="Previous image" className="absolute top-1/2 left-2 -translate-y-1/2 sm:left-6">
                <ChevronLeft aria-hidden="true" className="size-7" />
              </IconButton>
              <IconButton tone="glass" size="2xl" onClick={() => go(index + 1)} label="Next image" className="absolute top-1/2 right-2 -translate-y-1/2 sm:right-6">
                <ChevronRight aria-hidden="true" className="size-7" />
              </IconButton>
            </>
          )}
        </div>
        {count > 1 && (
          <ThumbnailList
            {...{ images, title, index, onIndex }}
            idPrefix="fullscreen-thumb"
            label="Thumbnails"
            className="flex gap-2 overflow-x-auto px-4 py-3 sm:justify-center sm:px-6"
            thumbClassName={(current) => `block h-14 w-20 overflow-hidden rounded ring-2 transition ${current ? "ring-white" : "opacity-50 ring-transparent hover:opacity-100"}`}
          />
        )}
      </FullscreenContent>
    </Dialog>
  );
}
