import { imageUrl } from "../../media/image-url.ts";
import type { GalleryProps } from "./media-viewer.tsx";

/**
 * A row of photo thumbnails, each a button that shows its photo; `thumbClassName` draws one
 * (current or not). With `linkTo` each is a link to the photo instead (the page without JavaScript).
 */
export function ThumbnailList({
  images,
  index,
  onIndex,
  idPrefix,
  label,
  className,
  thumbClassName,
  linkTo,
}: GalleryProps & { idPrefix: string; label: string; className: string; thumbClassName: (current: boolean) => string; linkTo?: (url: string) => string }) {
  const thumb = (image: GalleryProps["images"][number]) => (
    <img src={imageUrl(image.url, { width: 160, height: 107 })} width={160} height={107} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
  );
  return (
    <ul aria-label={label} className={className}>
      {images.map((image, i) => (
        <li key={`${image.url}-${i}`} className="shrink-0">
          {linkTo ? (
            <a href={linkTo(image.url)} target="_blank" rel="noopener" aria-label={`Open photo ${i + 1} of ${images.length}`} className={thumbClassName(false)}>
              {thumb(image)}
            </a>
          ) : (
          <button
            id={`${idPrefix}-${i}`}
            type="button"
            onClick={() => onIndex(i)}
            aria-label={`Show photo ${i + 1} of ${images.length}`}
            aria-current={i === index ? "true" : undefined}
            className={thumbClassName(i === index)}
          >
            {thumb(image)}
          </button>
          )}
        </li>
      ))}
    </ul>
  );
}
