import { describe, expect, it } from "vitest";
import { readMountProps } from "../../src/runtime/props.ts";
import island from "./index.ts";
import { acceptControls, noticeText } from "./markup.ts";

const host = (html: string): HTMLElement => {
  const element = document.createElement("div");
  element.dataset.island = "cookie-bar";
  element.innerHTML = html;
  return element;
};

describe("cookie bar markup", () => {
  it("the recorded bar: its words and link are the notice, its form with 'Rozumiem' the accept control", () => {
    const bar = host(`<p>Ta strona używa plików cookie.</p> <a href="/polityka-prywatnosci.html">Polityka prywatności</a>
      <form method="post" action="/cookies/accept"><button type="submit">Rozumiem</button></form>`);
    expect(noticeText(bar)).toBe("Ta strona używa plików cookie. Polityka prywatności");
    expect(acceptControls(bar)).toEqual([bar.querySelector("form")]);
    expect(readMountProps(bar, island)).toMatchObject({ ok: true, props: { text: "Ta strona używa plików cookie. Polityka prywatności" } });
  });

  it("a link inside the sentence, a second paragraph, words outside any <p>: all of it is the notice, once", () => {
    const bar = host(`<span>Ta strona używa plików cookie.<br>Więcej w naszej <a href="/polityka">polityce prywatności</a>.</span>
      <p><a href="/cookies/ustawienia">Ustawienia</a></p><script>window.x = 1</script><input type="submit" value="OK">`);
    expect(noticeText(bar)).toBe("Ta strona używa plików cookie.Więcej w naszej polityce prywatności. Ustawienia");
    expect(acceptControls(bar)).toEqual([bar.querySelector("input")]);
  });

  it("a form that holds the words too stays: only its button is the accept control", () => {
    const bar = host(`<form action="/cookies/accept" method="post"><p>Używamy cookies.</p><button>Akceptuję</button></form>`);
    expect(acceptControls(bar)).toEqual([bar.querySelector("button")]);
    expect(noticeText(bar)).toBe("Używamy cookies.");
  });

  it("a bar of controls alone has no words: refused, the legacy bar stays", () => {
    const bar = host(`<form action="/cookies/accept" method="post"><button>Rozumiem</button></form>`);
    expect(noticeText(bar)).toBe("");
    expect(readMountProps(bar, island)).toMatchObject({ ok: false });
  });
});
