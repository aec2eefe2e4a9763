import { Armchair, ChevronLeft, ChevronRight, Expand, ExternalLink, Images, Rotate3d, Video } from "./icons.ts";
import useEmblaCarousel from "embla-carousel-react";
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { imageSrcSet, imageUrl } from "../../media/image-url.ts";
import type { Vehicle } from "../../stock/vehicle-schema.ts";
import { type ViewerMode, type WalkaroundSource, VIEWER_MODE_LABELS, interiorImages, showThumbnails } from "../viewer-modes.ts";
import { InteriorPanorama } from "./interior-panorama.tsx";
import { SpinViewer } from "./spin-viewer.tsx";
import { StageButtons } from "./stage-controls.tsx";
import { ThumbnailList } from "./thumbnail-list.tsx";
import { photoLinksHtml } from "./static-markup.ts";
import { Chip } from "../../ui/chip.tsx";
import { Card } from "../../ui/card.tsx";
import { IconButton } from "../../ui/icon-button.tsx";
import { ToggleGroup } from "../../ui/toggle-group.tsx";

const FullscreenGallery = lazy(() => import("./fullscreen-gallery.tsx"));

export type ViewerImage = { url: string; alt?: string };
/** What a photo gallery shows: the photos, the car's name and the photo on show. */
export type GalleryProps = { images: ViewerImage[]; title: string; index: number; onIndex: (i: number) => void };
export type ViewerVehicle = Pick<Vehicle, "images" | "spin_images" | "spin_interior_image" | "hotspots">;

/** The stage's nominal size: 3:2, like the photos. */
export const STAGE = { width: 960, height: 640 } as const;
const STAGE_SIZES = "(min-width: 1280px) 820px, (min-width: 1024px) 62vw, 100vw";
const NOT_FOUND = "/media/not-found.webp";

const MODE_ICONS: Record<ViewerMode, ReactNode> = {
  spin: <Rotate3d aria-hidden="true" className="size-4" />,
  walkaround: <Video aria-hidden="true" className="size-4" />,
  gallery: <Images aria-hidden="true" className="size-4" />,
  interior: <Armchair aria-hidden="true" className="size-4" />,
};

/**
 * The media viewer (spec 001 §2 'Viewer'): image slider with thumbnails and a full-screen view,
 * a 360° spin, the walkaround video and the interior, behind a mode toggle. Only the first
 * picture loads with the page; the others, the spin frames and the full-screen viewer's code
 * load when they are about to be seen.
 */
export function MediaViewer({
  vehicle,
  title,
  modes,
  initial,
  walkaround,
  sold = false,
  onUse,
}: {
  vehicle: ViewerVehicle;
  title: string;
  modes: readonly ViewerMode[];
  initial: ViewerMode;
  walkaround: WalkaroundSource | null;
  sold?: boolean;
  /** The shopper used the viewer (another photo, full screen, another view, turned the spin): heard once. */
  onUse?: (kind: "gallery" | "spin") => void;
}) {
  const hydrated = useHydrated();
  const [mode, setMode] = useState<ViewerMode>(initial);
  const [index, setIndexState] = useState(0);
  const [fullscreen, setFullscreenState] = useState(false);
  const used = useRef(false);
  const onUseRef = useRef(onUse);
  onUseRef.current = onUse;
  const markUsed = useCallback((kind: "gallery" | "spin") => {
    if (used.current) return;
    used.current = true;
    onUseRef.current?.(kind);
  }, []);
  // Any photo but the first one is the shopper's doing (the slider, the arrows, a thumbnail, full screen).
  const setIndex = useCallback(
    (i: number) => {
      setIndexState(i);
      if (i !== 0) markUsed("gallery");
    },
    [markUsed],
  );
  const setFullscreen = (open: boolean) => {
    if (open) markUsed("gallery");
    setFullscreenState(open);
  };
  const images: ViewerImage[] = vehicle.images.length > 0 ? vehicle.images : [{ url: NOT_FOUND, alt: title }];

  const changeMode = (next: ViewerMode) => {
    // Leaving the gallery starts it again from the first picture (spec 001 §4).
    if (mode === "gallery" && next !== "gallery") setIndexState(0);
    if (next !== mode) markUsed(next === "spin" ? "spin" : "gallery");
    setMode(next);
  };

  return (
    <section aria-label={`Photos and media of the ${title}`} className="min-w-0">
      <Card padding="none" className="relative aspect-[3/2] overflow-hidden bg-slate-900">
        {mode === "gallery" && (
          <GallerySlider images={images} title={title} index={index} onIndex={setIndex} onExpand={() => setFullscreen(true)} priority={initial === "gallery"} sold={sold} />
        )}
        {mode === "spin" && <SpinViewer frames={vehicle.spin_images} hotspots={vehicle.hotspots} title={title} priority={initial === "spin"} onUse={() => markUsed("spin")} />}
        {mode === "walkaround" && walkaround && <Walkaround source={walkaround} poster={images[0].url} title={title} />}
        {mode === "interior" && <InteriorView panorama={vehicle.spin_interior_image} images={interiorImages(vehicle)} title={title} />}
      </Card>

      {modes.length > 1 && (
        <ToggleGroup
          label="Choose a view"
          className="mt-3 noscript:hidden"
          value={mode}
          onChange={changeMode}
          options={modes.map((m) => ({
            value: m,
            label: (
              <>
                {MODE_ICONS[m]}
                {VIEWER_MODE_LABELS[m]}
                {m === "gallery" && <span className="text-xs font-medium opacity-70">({images.length})</span>}
              </>
            ),
          }))}
        />
      )}

      {mode === "gallery" && showThumbnails(images.length) && <Thumbnails images={images} index={index} onIndex={setIndex} title={title} />}
      {/* Without JavaScript the views and the slider cannot change: every photo is a link to itself, full size (one string in a <noscript>, issue 15). */}
      {!hydrated && images.length > 1 && <noscript dangerouslySetInnerHTML={{ __html: photoLinksHtml(images, title) }} />}

      {fullscreen && (
        <Suspense fallback={null}>
          <FullscreenGallery images={images} title={title} index={index} onIndex={setIndex} onClose={() => setFullscreen(false)} />
        </Suspense>
      )}
    </section>
  );
}

function altFor(image: ViewerImage, title: string, i: number, count: number): string {
  return image.alt?.trim() || `${title} – photo ${i + 1} of ${count}`;
}

/** The photo slider (Embla). Slides next to the current one get their picture once the page is interactive. */
function GallerySlider({ images, title, index, onIndex, onExpand, priority, sold }: GalleryProps & { onExpand: () => void; priority: boolean; sold: boolean }) {
  const hydrated = useHydrated();
  const [emblaRef, embla] = useEmblaCarousel({ startIndex: index, containScroll: false });
  const count = images.length;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => onIndex(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla, onIndex]);

  // Thumbnails and the full-screen viewer move the index: follow it.
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index);
  }, [embla, index]);

  const go = useCallback((i: number) => onIndex(Math.max(0, Math.min(count - 1, i))), [count, onIndex]);

  return (
    <div className="group/slider relative size-full">
      <div ref={emblaRef} role="region" className="size-full overflow-hidden" aria-roledescription="carousel" aria-label={`${title} photos`}>
        <div className="flex size-full touch-pan-y">
          {images.map((image, i) => {
            const near = i === index || (hydrated && Math.abs(i - index) <= 1);
            const first = i === 0 && priority;
            return (
              <div
                key={`${image.url}-${i}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={i !== index}
                className="relative size-full min-w-0 shrink-0 grow-0 basis-full"
              >
                {near && (
                  <button type="button" tabIndex={i === index ? 0 : -1} onClick={onExpand} aria-label={`Open photo ${i + 1} full screen`} className="block size-full cursor-zoom-in">
                    <img
                      src={imageUrl(image.url, STAGE)}
                      srcSet={imageSrcSet(image.url, STAGE) || undefined}
                      sizes={STAGE_SIZES}
                      width={STAGE.width}
                      height={STAGE.height}
                      alt={altFor(image, title, i, count)}
                      loading={first ? "eager" : "lazy"}
                      fetchPriority={first ? "high" : undefined}
                      decoding={first ? "sync" : "async"}
                      draggable={false}
                      className={`size-full object-cover select-none ${sold ? "grayscale-[40%]" : ""}`}
                    />
                  </button>
                )}
              </div>
            );
          })}
        </div>
      </div>

      {count > 1 && (
        <>
          <IconButton size="xl" onClick={() => go(index - 1)} disabled={index === 0} label="Previous image" className="absolute top-1/2 left-3 -translate-y-1/2 disabled:opacity-0 noscript:hidden">
            <ChevronLeft aria-hidden="true" className="size-6" />
          </IconButton>
          <IconButton size="xl" onClick={() => go(index + 1)} disabled={index === count - 1} label="Next image" className="absolute top-1/2 right-3 -translate-y-1/2 disabled:opacity-0 noscript:hidden">
            <ChevronRight aria-hidden="true" className="size-6" />
          </IconButton>
        </>
      )}
      <Chip asChild tone="dark" className="absolute bottom-3 left-3 px-3 py-1 tabular-nums">
        <p aria-live="polite">
          {index + 1} / {count}
        </p>
      </Chip>
      <Chip asChild tone="dark" className="absolute right-3 bottom-3 gap-1.5 px-3 py-1.5 transition hover:bg-black/80 noscript:hidden">
        <button type="button" onClick={onExpand} aria-label="View full screen">
          <Expand aria-hidden="true" className="size-3.5" /> Full screen
        </button>
      </Chip>
    </div>
  );
}

/** Thumbnails under the slider, only above 3 photos (spec 001 §9). */
function Thumbnails(gallery: GalleryProps) {
  const { index, title } = gallery;
  useEffect(() => {
    document.getElementById(`viewer-thumb-${index}`)?.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "smooth" });
  }, [index]);
  return (
    <div className="mt-3 overflow-x-auto pb-1 [scrollbar-width:thin] noscript:hidden">
      <ThumbnailList
        {...gallery}
        idPrefix="viewer-thumb"
        label={`${title} thumbnails`}
        className="flex gap-2"
        thumbClassName={(current) => `block h-16 w-24 overflow-hidden rounded-theme ring-2 transition sm:h-[4.5rem] sm:w-28 ${current ? "ring-brand" : "opacity-70 ring-transparent hover:opacity-100"}`}
      />
    </div>
  );
}

function Walkaround({ source, poster, title }: { source: WalkaroundSource; poster: string; title: string }) {
  if (source.kind === "file") {
    return (
      <video controls playsInline preload="metadata" poster={imageUrl(poster, STAGE)} className="size-full bg-black object-contain" aria-label={`Walkaround video of the ${title}`}>
        <source src={source.src} />
      </video>
    );
  }
  if (source.kind === "embed") {
    return (
      <iframe
        src={source.src}
        title={`Walkaround video of the ${title}`}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        className="size-full border-0"
      />
    );
  }
  return (
    <a href={source.src} target="_blank" rel="noopener noreferrer" className="relative grid size-full place-items-center">
      <img src={imageUrl(poster, STAGE)} alt="" className="absolute inset-0 size-full object-cover opacity-60" />
      <span className="relative inline-flex items-center gap-2 rounded-full bg-white px-5 py-3 font-bold text-ink shadow-lg">
        <Video aria-hidden="true" className="size-5" /> Watch the walkaround video <ExternalLink aria-hidden="true" className="size-4" />
      </span>
    </a>
  );
}

function InteriorView({ panorama, images, title }: { panorama: string | null; images: ViewerImage[]; title: string }) {
  const [i, setI] = useState(0);
  if (panorama) return <InteriorPanorama src={panorama} title={title} />;
  const image = images[i];
  if (!image) return null;
  return (
    <div className="relative size-full">
      <img src={imageUrl(image.url, STAGE)} srcSet={imageSrcSet(image.url, STAGE) || undefined} sizes={STAGE_SIZES} alt={altFor(image, title, i, images.length)} className="size-full object-cover" />
      {images.length > 1 && (
        <StageButtons
          className="shadow"
          buttons={[
            { label: "Previous interior photo", icon: ChevronLeft, onClick: () => setI((n) => (n - 1 + images.length) % images.length) },
            { label: "Next interior photo", icon: ChevronRight, onClick: () => setI((n) => (n + 1) % images.length) },
          ]}
        />
      )}
    </div>
  );
}
