import Cookies from "js-cookie";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import type { CookieBarProps } from "./schema.ts";

export const ACCEPTED_COOKIE = "cookies_accepted";

/** The cookie notice at the bottom of the page until 'I understand' sets cookies_accepted=1. */
export function CookieBar({ props, emit }: IslandProps<CookieBarProps>): ReactNode {
  const [accepted, setAccepted] = useState(() => Cookies.get(ACCEPTED_COOKIE) === "1");
  const bar = useRef<HTMLElement>(null);

  // The bar is fixed over the page bottom: reserve its height so it never hides the footer or
  // a focused control (WCAG 2.4.11).
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const reserve = (): void => document.body.style.setProperty("padding-bottom", `${element.offsetHeight}px`);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.removeProperty("padding-bottom");
    };
  }, [accepted]);

  if (accepted) return null;
  return (
    <section ref={bar} className="tb-cookie-bar" aria-label={t("Informacja o plikach cookie")}>
      <p className="tb-cookie-bar__text">
        {props.text}{" "}
        {props.policyUrl && <a href={props.policyUrl}>{props.policyLabel ?? t("Polityka prywatności")}</a>}
      </p>
      <button
        type="button"
        className="tb-button"
        onClick={() => {
          Cookies.set(ACCEPTED_COOKIE, "1", { expires: 365, path: "/", sameSite: "Lax" });
          setAccepted(true);
          emit("accepted");
        }}
      >
        {t("Rozumiem")}
      </button>
    </section>
  );
}
