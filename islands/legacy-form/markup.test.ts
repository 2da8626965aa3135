import { expect, it } from "vitest";
import { readLegacyFormMarkup } from "./markup.ts";

const host = (html: string): HTMLElement => Object.assign(document.createElement("div"), { innerHTML: html });

it("reads how the legacy form is sent, and refuses a host without a form (it mounted and did nothing)", () => {
  expect(readLegacyFormMarkup(host('<form method="post" action="/kontakt"></form>'))).toEqual({ ajax: true });
  expect(readLegacyFormMarkup(host('<form method="get" action="/szukaj"></form>'))).toEqual({ ajax: false });
  expect(readLegacyFormMarkup(host('<form method="post" data-ajax="0"></form>'))).toEqual({ ajax: false });
  expect(() => readLegacyFormMarkup(host("<p>pusto</p>"))).toThrow("no <form> in the host");
});
