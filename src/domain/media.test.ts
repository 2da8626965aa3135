import { describe, expect, it } from "vitest";
import { DEFAULT_SIZE, fitSize, mediaKind, stepIndex, swipeDirection, videoType } from "./media.ts";

describe("mediaKind", () => {
  it("reads the type attribute first, then the extension (query and hash ignored)", () => {
    expect(mediaKind("/x/photo.JPG")).toBe("image");
    expect(mediaKind("/x/photo.svg?v=2#top")).toBe("image");
    expect(mediaKind("/x/clip.webm")).toBe("video");
    expect(mediaKind("/x/film.swf")).toBe("video");
    expect(mediaKind("/x/show.php?id=3", "image/png")).toBe("image");
    expect(mediaKind("/x/show.php?id=3", "video/mp4")).toBe("video");
    expect(mediaKind("/x/regulamin.pdf")).toBe("other");
  });
  it("takes a script's address around a thumbnail for a photo; pages, documents and typed non-media are not media", () => {
    expect(mediaKind("/foto.php?id=1", "", true)).toBe("image");
    expect(mediaKind("/galeria/pokaz.aspx?nr=4#x", "", true)).toBe("image");
    expect(mediaKind("/zdjecie/12", "", true)).toBe("image");
    // Without a thumbnail a link to a script is as likely a page: not media.
    expect(mediaKind("/foto.php?id=1")).toBe("other");
    expect(mediaKind("/galeria/archiwum.html", "", true)).toBe("other");
    expect(mediaKind("/pliki/plan-stadionu.pdf", "", true)).toBe("other");
    expect(mediaKind("/foto.php?id=1", "application/pdf", true)).toBe("other");
    // The extension still wins over the thumbnail.
    expect(mediaKind("/x/clip.webm", "", true)).toBe("video");
  });
  it("gives the video's MIME type from the link", () => {
    expect(videoType("/a/clip.webm")).toBe("video/webm");
    expect(videoType("/a/old.flv")).toBe("video/x-flv");
    expect(videoType("/a/old.flv", "video/mp4")).toBe("video/mp4");
    expect(videoType("/a/clip")).toBe("");
  });
});

describe("fitSize", () => {
  it("never enlarges, scales down keeping proportions, and uses 640×360 when the size is unknown", () => {
    expect(fitSize({ width: 400, height: 300 }, { width: 1000, height: 800 })).toEqual({ width: 400, height: 300 });
    expect(fitSize({ width: 2000, height: 1000 }, { width: 1000, height: 800 })).toEqual({ width: 1000, height: 500 });
    expect(fitSize({ width: 1000, height: 2000 }, { width: 1000, height: 800 })).toEqual({ width: 400, height: 800 });
    expect(fitSize(null, { width: 1000, height: 800 })).toEqual(DEFAULT_SIZE);
    expect(fitSize({ width: 0, height: 0 }, { width: 320, height: 800 })).toEqual({ width: 320, height: 180 });
  });
});

describe("stepIndex and swipeDirection", () => {
  it("wraps next/previous, Home/End go to the ends, other keys do nothing", () => {
    expect(stepIndex(0, 3, "ArrowRight")).toBe(1);
    expect(stepIndex(2, 3, "ArrowRight")).toBe(0);
    expect(stepIndex(0, 3, "ArrowLeft")).toBe(2);
    expect(stepIndex(1, 3, "Home")).toBe(0);
    expect(stepIndex(1, 3, "End")).toBe(2);
    expect(stepIndex(1, 3, "a")).toBeNull();
    expect(stepIndex(0, 0, "End")).toBeNull();
  });
  it("a swipe is a mostly horizontal move of 50 px or more; left means next", () => {
    expect(swipeDirection(-80, 10)).toBe(1);
    expect(swipeDirection(80, 10)).toBe(-1);
    expect(swipeDirection(-30, 0)).toBe(0);
    expect(swipeDirection(-80, 70)).toBe(0);
  });
});
