/**
 * English of the home page's index of recorded pages (dev-server/routes/site.ts): the groups, the titles and the
 * one-line descriptions the route modules register, and the index's own heading and note.
 */
export default {
  "Nagrane strony (dla zespołu i QA)": "Recorded pages (for the team and QA)",
  "Każda strona działa także bez skryptu (%s), bez CSP (%s), po angielsku (%s) i z krótką sesją (%s). Po angielsku mówią wyspy, szablony serwera i nagrane strony (ich teksty z tabel tłumaczeń).":
    "Every page also works without the script (%s), without the CSP (%s), in English (%s) and with a short session (%s). The islands, the server's templates and the recorded pages (their texts from the translation tables) speak English.",
  // Groups
  Sklep: "Shop",
  Sprzedaż: "Sales",
  Klient: "Customer",
  Zaplecze: "Back office",
  Treści: "Content",
  Formularze: "Forms",
  "Pola dat": "Date fields",
  Narzędzia: "Tools",
  "Runtime (QA)": "Runtime (QA)",
  "Klient (QA)": "Client (QA)",
  "Logowanie z polami strony": "Login with the page's own fields",
  "Formularz logowania z własnym id, tokenem CSRF, adresem powrotu, polem „Zapamiętaj mnie” i wymaganą zgodą.": "The login form with its own id, a CSRF token, a return address, a 'remember me' box and a required consent.",
  "Rejestracja z polami strony": "Registration with the page's own fields",
  "Formularz rejestracji z własnym id, tokenem CSRF i zgodami (pola wyboru, w tym wymagane, lista, e-mail do faktur).": "The registration form with its own id, a CSRF token and consents (checkboxes, one of them required, a list, an invoice e-mail).",
  "Dwa formularze posiadaczy biletów: nazwy pól z numerem biletu (0_firstname, 1_firstname).": "Two ticket holders' forms: field names carry the ticket number (0_firstname, 1_firstname).",
  Informacje: "Information",
  // Titles
  Logowanie: "Log in",
  "Drugi kalendarz": "Second calendar",
  "Raporty zawieszonych żądań": "Reports of stalled requests",
  "Galeria widżetów": "Widget gallery",
  "Wyspy dodawane po załadowaniu": "Islands added after loading",
  "Złe propsy wysp": "Bad island props",
  "Wyspa, która się wywraca": "An island that crashes",
  "Wiele wysp": "Many islands",
  "Klient dejax": "The dejax client",
  "Wywołania ze skryptów strony": "Calls from the page's scripts",
  "Nowy organizator": "New organiser",
  "Brakujące tłumaczenia": "Missing translations",
  "Widżety formularzy": "Form widgets",
  // Descriptions
  "Skrypty w treści strony wywołują Trybunę, zanim zadziała jej skrypt (kolejka TrybunaQueue); jedno wywołanie rzuca wyjątek.":
    "The page's inline scripts queue their calls before the script has run; one call throws.",
  "Strona główna sklepu z listą wydarzeń i wszystkich nagranych stron.": "The shop's home page with the list of events and of every recorded page.",
  "Strona informacyjna.": "An information page.",
  "Formularz zaplecza w samym znaczniku legacy (wszystkie reguły walidatora, radio, lista tylko do odczytu).":
    "A back-office form in legacy markup only (every validator rule, radio buttons, a read-only list).",
  "Podgląd ceny (bez skryptu: cała strona).": "Price preview (without the script: a whole page).",
  "Co serwer odebrał z formularza zaplecza.": "What the server received from the back-office form.",
  "Formularz rejestracji klienta (PESEL, opiekun, firma).": "The customer registration form (PESEL, guardian, company).",
  "Potwierdzenie rejestracji.": "Registration confirmation.",
  "Profil zalogowanego klienta albo kupującego bez rejestracji; bez logowania formularz logowania.":
    "The profile of the logged-in customer or of a buyer without registration; without logging in, the log-in form.",
  "Logowanie klienta i zakup bez rejestracji.": "Customer log-in and buying without registering.",
  "Lista stronicowana: kolejne strony wczytują się w miejscu (page_no).": "A paged list: further pages load in place (page_no).",
  "Okno ustawień wczytujące fragment HTML z adresu linku.": "A settings box loading an HTML fragment from the link's address.",
  "Strona fragmentu ustawień (bez skryptu).": "The settings fragment's page (without the script).",
  "Jeden regulamin naraz, przełączany linkami z identyfikatorem.": "One set of regulations at a time, switched by links with an id.",
  "Kalendarze w ustawieniach starego Zebra_Datepicker: kierunki, wyłączone dni, widoki, para dat.":
    "Calendars with the old Zebra_Datepicker's settings: directions, disabled days, views, a pair of dates.",
  "Pola dat w ustawieniach drugiego, starszego kalendarza sklepu (lata 1970–2050, numery tygodni).":
    "Date fields with the settings of the shop's second, older calendar (years 1970–2050, week numbers).",
  "Zgłoszenia klienta dejax o żądaniach, które przekroczyły limit czasu.": "The dejax client's reports of requests that ran past their time limit.",
  "Każdy widżet i okno zestawu w każdym stanie: komunikaty, zakładki, tabela, pomocnicze.": "Every widget and box of the kit in every state: messages, tabs, table, helpers.",
  "Markup z wyspami wstawiany i usuwany po załadowaniu strony (modal, fragment AJAX).": "Markup with islands inserted and removed after the page loaded (modal, AJAX fragment).",
  "Wyspy z błędnym JSON-em, złym typem i nieznaną nazwą obok poprawnych.": "Islands with broken JSON, a wrong type and an unknown name beside correct ones.",
  "Jedna wyspa rzuca wyjątek przy renderowaniu; pozostałe działają.": "One island throws while rendering; the others work.",
  "N małych wysp na jednej stronie (?n=1000), do pomiarów.": "N small islands on one page (?n=1000), for measurements.",
  "Strona do sprawdzania trybów free/cancel/queue, limitu czasu i błędów serwera.": "A page to check the free/cancel/queue modes, the time limit and server errors.",
  "Formularz szybkiego dodawania (okno): po zapisie id_saved i nazwa dla listy, która go otworzyła.":
    "The quick-add form (a window): once saved, id_saved and the name go to the list that opened it.",
  "Krok 2: plan stadionu z 14 trybunami (mapa obrazkowa → canvas).": "Step 2: the stadium plan with 14 stands (image map → canvas).",
  "Parking biletu parkingowego z koszyka (parking_url pozycji koszyka).": "The parking of a parking ticket in the cart (the cart item's parking_url).",
  "Krok 4: sektor 2000 miejsc, koszyk z biletem dołączonym i parkingowym, limit 6.": "Step 4: a 2,000-seat sector, a cart with an attached ticket and a parking ticket, limit 6.",
  "Krok 4 z sektorem 5000 miejsc (pomiary wydajności).": "Step 4 with a 5,000-seat sector (performance measurements).",
  "Podsumowanie: e-mail (bez wklejania), obywatelstwo, PESEL lub dokument, regulamin, voucher.":
    "Summary: e-mail (no pasting), nationality, PESEL or a document, terms, voucher.",
  "Płatność: zastępnik operatora płatności z kwotą do zapłaty.": "Payment: a stand-in for the payment provider with the amount to pay.",
  "Cały stadion (ok. 58 000 miejsc, 14 trybun) w jednym widoku: mysz, dotyk, klawiatura, czytnik ekranu.":
    "The whole stadium (about 58,000 seats, 14 stands) in one view: mouse, touch, keyboard, screen reader.",
  "Koszyk po wyborze miejsc na stadionie.": "The cart after choosing seats at the stadium.",
  "Teksty zebrane w ciasteczku JSTranslations i zgłoszone przez przeglądarkę.": "Texts collected in the JSTranslations cookie and reported by the browser.",
  "Pliki, które serwer przyjął od odwiedzającego (zdjęcie z rejestracji, załączniki zaplecza).": "Files the server accepted from a visitor (the registration photo, back-office attachments).",
  "Pola zaplecza: cena, opis z licznikiem, gwiazdki, pola wyboru, listy, zakładki i edytowalna tabela.":
    "Back-office fields: price, a description with a counter, stars, choice fields, lists, tabs and an editable table.",
} satisfies Record<string, string>;
