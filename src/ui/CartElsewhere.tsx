import { useEffect, useState, type ReactNode } from "react";
import { t } from "../i18n/t.ts";
import { cartNews, onWholeCartShown } from "./cartCount.ts";
import { LiveRegion } from "./LiveRegion.tsx";

const CHANGED = "Koszyk zmienił się w innej karcie. Odśwież stronę, aby zobaczyć go takim, jaki jest teraz.";
// Heard as the page came back from the back-forward cache: the buyer may have changed the cart in this very tab (went on
// to another page, added there, came Back), and 'w innej karcie' told them of a tab they never opened (session 45).
const CHANGED_AWAY = "Koszyk zmienił się od otwarcia tej strony. Odśwież stronę, aby zobaczyć go takim, jaki jest teraz.";
const CHOICE_LOST = "Miejsc wybranych tutaj, a niedodanych do koszyka, nie zapamiętamy.";

/**
 * Where a page shows the cart (the seat panel's and stadium map's footer, the summary): the news that another tab
 * of the shop changed it. The cart is one per session, so this page's list is out of date from then on; the
 * header's count follows at once (on every page: followCartNews), and a button loads the page again as it is now.
 * Announced politely: the buyer may be busy here. The page is fetched anew by GET (a page reached by a form post is
 * not posted again), so its forms keep what deform restores; `choiceLost`: this page has a choice that a fresh page
 * would not.
 */
export function CartElsewhere({ className, choiceLost = false }: { className?: string; choiceLost?: boolean }): ReactNode {
  // What was heard last: another tab's news as it came, or news of the buyer's time away from this page.
  const [heard, setHeard] = useState<false | "tab" | "away">(false);
  useEffect(() => {
    // The header's count follows the news on every page (followCartNews, started by the entry).
    const stopListening = cartNews.listen((_news, cameBack) => setHeard(cameBack ? "away" : "tab"));
    // This tab's own add brought the whole cart from the server: what it shows is current again.
    const stopWatching = onWholeCartShown(() => setHeard(false));
    return () => {
      stopListening();
      stopWatching();
    };
  }, []);
  // The status region is there before the news, so that screen readers announce the news when it comes.
  return (
    <div className={heard ? className : undefined}>
      <LiveRegion visible>{heard && t(heard === "away" ? CHANGED_AWAY : CHANGED) + (choiceLost ? ` ${t(CHOICE_LOST)}` : "")}</LiveRegion>
      {heard && (
        <p>
          <button type="button" className="tb-button tb-button--secondary" onClick={() => location.replace(location.href.split("#")[0]!)}>
            {t("Odśwież stronę")}
          </button>
        </p>
      )}
    </div>
  );
}
