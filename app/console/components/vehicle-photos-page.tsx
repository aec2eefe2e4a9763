import { ArrowLeft, ArrowRight, ExternalLink, GripVertical, ImagePlus, Images, Star, Trash2, Undo2 } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Alert } from "../../ui/alert.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button, ButtonAnchor, ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { IconButton } from "../../ui/icon-button.tsx";
import { formatBytes, PHOTO_ACCEPT } from "../photo-forms.ts";
import { pendingOrder, type Photo } from "../photo-order.ts";
import { ConsolePage } from "./console-page.tsx";
import { usePointerSort } from "./use-pointer-sort.ts";

type PhotoView = { url: string; alt: string | null; src: string; srcSet: string };
type Notice = { tone: "success" | "error" | "info"; title: string; lines?: string[] };

export type VehiclePhotosPageData = {
  vehicle: { id: number; title: string; stocknum: string | null; publicPath: string; shown: boolean };
  photos: PhotoView[];
  max: number;
  canEdit: boolean;
};
export type VehiclePhotosResult = { notices: Notice[]; undo?: { index: number; photo: Photo } } | undefined;

/** The most one upload may carry in total (the request guard's limit for console posts). */
const MAX_POST_BYTES = 100 * 1024 * 1024;

/**
 * A vehicle's photos in the console (issue 11): upload several at once, reorder by drag or with the Move earlier / Move
 * later buttons, make one the main photo (the first), delete with undo. Every control is a plain form post that works
 * without JavaScript; with it the grid shows each change at once and dragging works (ADR 031). Staff who may only read
 * stock see the photos without the controls.
 */
export function VehiclePhotosPage({ data, result }: { data: VehiclePhotosPageData; result: VehiclePhotosResult }) {
  const { vehicle, canEdit } = data;
  const navigation = useNavigation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const pendingIntent = navigation.formData?.get("intent");

  // While a move or a delete is on its way, the grid already shows its result.
  const pendingMove =
    pendingIntent === "move"
      ? { ref: { index: Number(navigation.formData?.get("index")), url: String(navigation.formData?.get("url")) }, to: Number(navigation.formData?.get("to")) }
      : null;
  const deleting = pendingIntent === "delete" ? String(navigation.formData?.get("url")) : null;
  const photos = pendingOrder(data.photos, pendingMove).filter((p) => p.url !== deleting);

  // Moving a card in the page can take focus off the button just pressed: put it back on the same control of the same photo.
  const focusAfter = useRef<{ url: string; control: string } | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const want = focusAfter.current;
    if (!want || navigation.state !== "idle") return;
    focusAfter.current = null;
    if (want.control === "delete") return undoRef.current?.focus();
    const card = [...document.querySelectorAll<HTMLElement>("[data-photo-url]")].find((el) => el.dataset.photoUrl === want.url);
    card?.querySelector<HTMLElement>(`[data-control="${want.control}"]`)?.focus();
  }, [navigation.state, data.photos]);

  const move = (from: number, to: number) => {
    const photo = photos[from];
    if (!photo) return;
    focusAfter.current = null;
    void submit({ intent: "move", index: String(from), url: photo.url, to: String(to) }, { method: "post", preventScrollReset: true });
  };

  const description = (
    <>
      {vehicle.title}
      {vehicle.stocknum && <> · Stock no. {vehicle.stocknum}</>}
    </>
  );

  return (
    <ConsolePage
      title="Photos"
      description={description}
      actions={
        <>
          <ButtonLink to="/dealer/stock" variant="secondary" size="sm">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Stock
          </ButtonLink>
          {vehicle.shown && (
            <ButtonAnchor href={vehicle.publicPath} variant="secondary" size="sm">
              View on the site
              <ExternalLink aria-hidden="true" className="size-4" />
            </ButtonAnchor>
          )}
        </>
      }
    >
      <div aria-live="polite" className="space-y-3 empty:hidden">
        {result?.notices.map((notice, i) => (
          <NoticeAlert key={i} notice={notice}>
            {result.undo && notice.tone === "success" && <UndoForm undo={result.undo} buttonRef={undoRef} />}
          </NoticeAlert>
        ))}
      </div>

      {canEdit ? (
        <UploadCard count={data.photos.length} max={data.max} pending={pendingIntent === "upload"} result={result} />
      ) : (
        <Alert tone="info" className="mt-4">
          You can look at these photos. Adding, moving or deleting them needs a manager or an owner.
        </Alert>
      )}

      {photos.length === 0 ? (
        <EmptyState icon={Images} title="No photos yet" size="sm" className="mt-6" titleId="no-photos">
          {canEdit ? "Upload the first photos above. The first one is the main photo shoppers see on cards and at the top of the vehicle's page." : "Nobody has added photos to this vehicle yet."}
        </EmptyState>
      ) : (
        <PhotoGrid photos={photos} title={vehicle.title} canEdit={canEdit} hydrated={hydrated} onMove={move} onControl={(url, control) => (focusAfter.current = { url, control })} />
      )}
    </ConsolePage>
  );
}

function NoticeAlert({ notice, children }: { notice: Notice; children?: ReactNode }) {
  return (
    <Alert tone={notice.tone} className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p className="font-semibold">{notice.title}</p>
        {notice.lines && notice.lines.length > 0 && (
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm break-words">
            {notice.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      {children}
    </Alert>
  );
}

function UndoForm({ undo, buttonRef }: { undo: { index: number; photo: Photo }; buttonRef: React.RefObject<HTMLButtonElement | null> }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="index" value={undo.index} />
      <input type="hidden" name="url" value={undo.photo.url} />
      {undo.photo.thumb && <input type="hidden" name="thumb" value={undo.photo.thumb} />}
      {undo.photo.alt && <input type="hidden" name="alt" value={undo.photo.alt} />}
      <Button ref={buttonRef} type="submit" variant="secondary" size="sm">
        <Undo2 aria-hidden="true" className="size-4" />
        Undo
      </Button>
    </Form>
  );
}

function UploadCard({ count, max, pending, result }: { count: number; max: number; pending: boolean; result: VehiclePhotosResult }) {
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [tooBig, setTooBig] = useState<string | null>(null);
  const full = count >= max;

  // After an upload that added photos, the file input is cleared for the next batch.
  useEffect(() => {
    if (result?.notices.some((n) => n.tone === "success")) formRef.current?.reset();
  }, [result]);

  const checkTotal = (e: FormEvent<HTMLFormElement>) => {
    const files = [...(inputRef.current?.files ?? [])];
    const total = files.reduce((sum, f) => sum + f.size, 0);
    if (total > MAX_POST_BYTES) {
      e.preventDefault();
      setTooBig(`These ${files.length} files come to ${formatBytes(total)}. Upload at most 100 MB at a time: choose fewer files and send the rest afterwards.`);
    } else setTooBig(null);
  };
  const hasFiles = (e: DragEvent) => e.dataTransfer.types.includes("Files");
  const drop = (e: DragEvent<HTMLElement>) => {
    if (!hasFiles(e) || !inputRef.current) return;
    e.preventDefault();
    setOver(false);
    inputRef.current.files = e.dataTransfer.files;
    formRef.current?.requestSubmit();
  };

  return (
    <Card
      asChild
      padding="lg"
      className={cn("mt-4 transition", over && "ring-2 ring-brand")}
      onDragOver={(e: DragEvent<HTMLElement>) => {
        if (!hasFiles(e) || full) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={(e: DragEvent<HTMLElement>) => {
        // Leaving for one of the panel's own children is not leaving the panel.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={drop}
    >
      <section aria-labelledby="upload-heading">
        <div className="flex flex-wrap items-start gap-4">
          <span className="hidden size-12 shrink-0 place-items-center rounded-full bg-brand/10 text-brand sm:grid">
            <ImagePlus aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="upload-heading" className="text-lg font-bold">
              Add photos
            </h2>
            <p id="upload-hint" className="mt-1 text-sm text-muted">
              JPEG, PNG or WebP, up to 20 MB each; choose several at once{full ? "" : <span className="max-sm:hidden"> or drop them here</span>}. They are added after the
              current photos, turned upright, and stripped of camera and location data. {count} of {max} photos used.
            </p>
            {full ? (
              <p className="mt-4 font-semibold">This vehicle has {max} photos, the most it can hold. Delete some to add others.</p>
            ) : (
              <Form ref={formRef} method="post" encType="multipart/form-data" preventScrollReset onSubmit={checkTotal} className="mt-4 flex flex-wrap items-center gap-3">
                <input type="hidden" name="intent" value="upload" />
                <label htmlFor="photo-files" className="sr-only">
                  Photos to upload
                </label>
                <input
                  ref={inputRef}
                  id="photo-files"
                  name="photos"
                  type="file"
                  multiple
                  required
                  accept={PHOTO_ACCEPT}
                  aria-describedby={tooBig ? "upload-hint upload-too-big" : "upload-hint"}
                  className="block w-full min-w-0 max-w-md cursor-pointer rounded-theme border border-black/15 bg-white text-sm text-muted shadow-xs file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-black/10 file:bg-page file:px-4 file:py-2.5 file:font-semibold file:text-ink hover:file:bg-black/5 focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none"
                />
                <Button type="submit" loading={pending} loadingText="Uploading…">
                  Upload photos
                </Button>
              </Form>
            )}
            {tooBig && (
              <p id="upload-too-big" role="alert" className="mt-2 text-sm font-semibold text-red-700">
                {tooBig}
              </p>
            )}
          </div>
        </div>
      </section>
    </Card>
  );
}

function PhotoGrid({
  photos,
  title,
  canEdit,
  hydrated,
  onMove,
  onControl,
}: {
  photos: readonly PhotoView[];
  title: string;
  canEdit: boolean;
  hydrated: boolean;
  onMove: (from: number, to: number) => void;
  onControl: (url: string, control: string) => void;
}) {
  const { listRef, drag, handleProps } = usePointerSort<HTMLOListElement>(onMove);
  const seen = new Map<string, number>();
  return (
    <section aria-labelledby="photos-heading" className="mt-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="photos-heading" className="text-lg font-bold">
          {photos.length === 1 ? "1 photo" : `${photos.length} photos`}
        </h2>
        {canEdit && <p className="text-sm text-muted">The first photo is the main photo. {hydrated ? "Drag a photo by its handle, or use its buttons, to change the order." : "Use a photo's buttons to change the order."}</p>}
      </div>
      <ol ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {photos.map((photo, i) => {
          const n = (seen.get(photo.url) ?? 0) + 1;
          seen.set(photo.url, n);
          const dragging = drag?.from === i;
          const target = drag && drag.over === i && drag.from !== i;
          return (
            <li
              key={`${photo.url}#${n}`}
              data-photo-url={photo.url}
              className={cn("relative min-w-0", dragging && "z-10")}
              style={dragging ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : undefined}
            >
              <Card padding="none" className={cn("h-full overflow-hidden", dragging && "opacity-90 shadow-xl ring-2 ring-brand", target && "ring-2 ring-brand ring-offset-2")}>
                <div className="relative aspect-[3/2] bg-slate-100">
                  <img
                    src={photo.src}
                    srcSet={photo.srcSet || undefined}
                    sizes="(min-width: 1024px) 260px, (min-width: 640px) 30vw, 48vw"
                    alt={photo.alt?.trim() || `${title} – photo ${i + 1}`}
                    loading={i < 8 ? "eager" : "lazy"}
                    decoding="async"
                    draggable={false}
                    className="size-full object-cover"
                  />
                  {i === 0 && (
                    <Badge tone="brand" className="absolute top-2 left-2 shadow">
                      <Star aria-hidden="true" className="size-3 fill-current" />
                      Main photo
                    </Badge>
                  )}
                  {canEdit && hydrated && (
                    <span
                      {...handleProps(i)}
                      aria-hidden="true"
                      title="Drag to move"
                      data-drag-handle
                      className="absolute top-2 right-2 grid size-10 cursor-grab touch-none place-items-center rounded-full bg-white/95 text-ink shadow-md ring-1 ring-black/10 select-none active:cursor-grabbing"
                    >
                      <GripVertical className="size-5" />
                    </span>
                  )}
                </div>
                <div className="p-2 sm:p-3">
                  <div className="flex min-h-9 items-center justify-between gap-2">
                    <p id={`photo-${i}-label`} className="text-sm font-semibold">
                      Photo {i + 1}
                      <span className="sr-only"> of {photos.length}</span>
                    </p>
                    {canEdit && <DeleteForm photo={photo} index={i} onControl={onControl} />}
                  </div>
                  {canEdit && <PhotoControls photo={photo} index={i} count={photos.length} onControl={onControl} />}
                </div>
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Delete sits beside the photo's name (an icon: the trash can is understood everywhere); the order buttons below. */
function DeleteForm({ photo, index, onControl }: { photo: PhotoView; index: number; onControl: (url: string, control: string) => void }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="index" value={index} />
      <input type="hidden" name="url" value={photo.url} />
      <IconButton type="submit" label="Delete" title="Delete this photo" tone="ghost" size="md" className="text-red-700 hover:bg-red-50" data-control="delete" aria-describedby={`photo-${index}-label`} onClick={() => onControl(photo.url, "delete")}>
        <Trash2 aria-hidden="true" className="size-[1.125rem]" />
      </IconButton>
    </Form>
  );
}

function PhotoControls({ photo, index, count, onControl }: { photo: PhotoView; index: number; count: number; onControl: (url: string, control: string) => void }) {
  const labelId = `photo-${index}-label`;
  const first = index === 0;
  const last = index === count - 1;
  // A control that would do nothing stays focusable (aria-disabled), so focus is not dropped when a photo reaches an end.
  const control = (name: string, inert: boolean) => ({
    "data-control": name,
    "aria-describedby": labelId,
    "aria-disabled": inert || undefined,
    variant: "secondary" as const,
    size: "sm" as const,
    className: "gap-1.5 px-2 aria-disabled:opacity-45 aria-disabled:hover:bg-white",
    onClick: (e: MouseEvent<HTMLButtonElement>) => (inert ? e.preventDefault() : onControl(photo.url, name)),
  });
  return (
    <Form method="post" preventScrollReset className="mt-2 grid grid-cols-2 gap-1.5">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="index" value={index} />
      <input type="hidden" name="url" value={photo.url} />
      <Button type="submit" name="to" value={Math.max(0, index - 1)} {...control("earlier", first)}>
        <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <span className="sr-only">Move </span>Earlier
        </span>
      </Button>
      <Button type="submit" name="to" value={Math.min(count - 1, index + 1)} {...control("later", last)}>
        <span>
          <span className="sr-only">Move </span>Later
        </span>
        <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
      </Button>
      <Button type="submit" name="to" value={0} {...control("main", first)} className={cn(control("main", first).className, "col-span-2")}>
        <Star aria-hidden="true" className={cn("size-4 shrink-0", first && "fill-current")} />
        {first ? "Main photo" : "Make main"}
      </Button>
    </Form>
  );
}
