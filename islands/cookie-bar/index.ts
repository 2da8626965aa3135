import { defineIsland } from "../../src/runtime/island.ts";
import "./cookie-bar.css";
import { CookieBar } from "./CookieBar.tsx";
import { noticeText } from "./markup.ts";
import { cookieBarSchema } from "./schema.ts";

export default defineIsland({
  schema: cookieBarSchema,
  // The shop's notice is shown as printed (CookieBar.tsx); its words make the text a bar needs (markup.ts).
  fromMarkup: (host) => {
    const text = noticeText(host);
    return text ? { text } : {};
  },
  Component: CookieBar,
});
