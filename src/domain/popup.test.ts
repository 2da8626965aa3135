import { describe, expect, it } from "vitest";
import { popupFeatures, popupPosition } from "./popup.ts";

const screen = { availLeft: 0, availTop: 40, availWidth: 1920, availHeight: 1040 };

describe("popupPosition", () => {
  it("centres by default and aligns to each edge (the other axis centred)", () => {
    const size = { width: 600, height: 400 };
    expect(popupPosition(size, screen)).toEqual({ left: 660, top: 360, width: 600, height: 400 });
    expect(popupPosition({ ...size, align: "left" }, screen)).toEqual({ left: 0, top: 360, width: 600, height: 400 });
    expect(popupPosition({ ...size, align: "right" }, screen)).toEqual({ left: 1320, top: 360, width: 600, height: 400 });
    expect(popupPosition({ ...size, align: "top" }, screen)).toEqual({ left: 660, top: 40, width: 600, height: 400 });
    expect(popupPosition({ ...size, align: "bottom" }, screen)).toEqual({ left: 660, top: 680, width: 600, height: 400 });
  });
  it("keeps a popup larger than the screen on it, and follows a second screen's offset", () => {
    expect(popupPosition({ width: 3000, height: 2000 }, screen)).toEqual({ left: 0, top: 40, width: 1920, height: 1040 });
    expect(popupPosition({ width: 600, height: 400, align: "right" }, { ...screen, availLeft: 1920 })).toMatchObject({ left: 3240 });
  });
});

describe("popupFeatures", () => {
  it("has every chrome item off by default", () => {
    expect(popupFeatures({ width: 600, height: 400 }, screen)).toBe(
      "popup=yes,width=600,height=400,left=660,top=360,toolbar=no,location=no,status=no,menubar=no,scrollbars=no,resizable=no",
    );
  });
  it("switches on only the chrome items asked for", () => {
    const features = popupFeatures({ width: 600, height: 400, align: "left", chrome: { scrollbars: true, resizable: true, toolbar: false } }, screen);
    expect(features).toContain("left=0,");
    expect(features).toContain("scrollbars=yes,resizable=yes");
    expect(features).toContain("toolbar=no,location=no,status=no,menubar=no");
  });
});
