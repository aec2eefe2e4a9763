/**
 * A missing or broken image shows the default not-found image (spec 000 §8). Images under /media
 * are served through /img, which answers a missing source with that image; any other address (a
 * feed's photo on another host) can fail in the browser, where this script swaps it. It runs from
 * the page's head, before the page is interactive, so an image that fails while React is still
 * loading is caught too: failures are heard in the capture phase (image errors do not bubble),
 * and images that had already failed are found once the document is parsed.
 */
export const NOT_FOUND_IMAGE = "/media/not-found.webp";

/** True for an image this site serves (and transforms) itself. */
export function isHostedImage(url: string): boolean {
  return url.startsWith("/media/");
}

export const IMAGE_FALLBACK_SCRIPT = `(function(){var F=${JSON.stringify(NOT_FOUND_IMAGE)};function fix(i){if(!(i instanceof HTMLImageElement)||i.dataset.fallback||!i.getAttribute("src"))return;i.dataset.fallback="1";i.removeAttribute("srcset");i.src=F;}document.addEventListener("error",function(e){fix(e.target)},true);function scan(){for(var k=0;k<document.images.length;k++){var i=document.images[k];if(i.complete&&i.naturalWidth===0)fix(i)}}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",scan);else scan();})();`;
