/**
 * The media viewer's rules (spec §8, §9 Lightbox), free of the DOM: what a legacy link points at,
 * how large the frame is, and where next/previous/Home/End lead.
 */

/** §9: the frame's size before the media has loaded, and for media that do not say their size. */
export const INITIAL_SIZE = { width: 320, height: 180 } as const;
export const DEFAULT_SIZE = { width: 640, height: 360 } as const;

export type MediaKind = "image" | "video" | "other";

const IMAGE = /\.(?:jpe?g|png|gif|webp|avif|svg|bmp)$/i;

/** The MIME type a browser would need for a video link (legacy links seldom say it). */
const VIDEO_TYPES: Readonly<Record<string, string>> = {
  mp4: "video/mp4", m4v: "video/mp4", webm: "video/webm", ogv: "video/ogg", ogg: "video/ogg", mov: "video/quicktime",
  flv: "video/x-flv", f4v: "video/x-f4v", swf: "application/x-shockwave-flash", avi: "video/x-msvideo", wmv: "video/x-ms-wmv", mkv: "video/x-matroska",
};

const extension = (href: string): string => /\.([a-z0-9]+)(?:[?#]|$)/i.exec(href)?.[1]?.toLowerCase() ?? "";

/**
 * Server scripts that hand out a file (`/foto.php?id=1`, `pokaz.aspx?…`): their address says nothing of what
 * they send (no extension at all says nothing either).
 */
const SCRIPT = /^(?:|php\d?|phtml|aspx?|ashx|jsp|cgi|pl|py|do|action)$/;

/**
 * What a link shows: by its `type` attribute when it has one, else by the address's extension; an address that
 * says nothing (a script, no extension) around a thumbnail (`thumb`) is taken for a photo, the usual PHP gallery
 * (the viewer tries it as one and says it cannot show it only when it fails to load). Anything else ("other": a
 * page, a PDF, a text link to a script) is not media.
 */
export function mediaKind(href: string, type = "", thumb = false): MediaKind {
  if (type.startsWith("image/")) return "image";
  if (type.startsWith("video/") || type === "application/x-shockwave-flash") return "video";
  if (type) return "other";
  const path = href.replace(/[?#].*$/, "");
  if (IMAGE.test(path)) return "image";
  const ext = extension(path);
  if (Object.hasOwn(VIDEO_TYPES, ext)) return "video";
  return thumb && SCRIPT.test(ext) ? "image" : "other";
}

/** The video's MIME type from the link (its `type` attribute first), "" when unknown. */
export function videoType(href: string, type = ""): string {
  return type || VIDEO_TYPES[extension(href)] || "";
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The frame for media of `natural` size inside `room` (the viewport less the viewer's chrome):
 * never enlarged, scaled down keeping its proportions; no size known → the §9 default (also scaled).
 */
export function fitSize(natural: Size | null, room: Size): Size {
  const size = natural && natural.width > 0 && natural.height > 0 ? natural : DEFAULT_SIZE;
  const scale = Math.min(1, room.width / size.width, room.height / size.height);
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** Where a key leads from `index` among `count` items (wrapping like the legacy viewer), or null. */
export function stepIndex(index: number, count: number, key: string): number | null {
  if (count < 1) return null;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** A horizontal swipe of `dx` pixels (and `dy` vertically): +1 next, -1 previous, 0 not a swipe. */
export function swipeDirection(dx: number, dy: number, threshold = 50): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}
