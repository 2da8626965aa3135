/**
 * English of texts only the fixture server prints (its page templates and the props it sends), from the
 * common area. The browser's own texts are in src/i18n/en/common.ts, which English pages download (with the areas their islands show): a text moves
 * there only when the browser's code shows it (src/i18n/catalog.test.ts checks).
 */
export default {
  // The shop's home and information pages (dev-server/routes/site.ts)
  Wydarzenia: "Events",
  "Ta strona używa plików cookie, aby zapamiętać Twój koszyk i ustawienia.": "This site uses cookies to remember your cart and settings.",
  "Ekstraklasa · kolejka 17": "Ekstraklasa · round 17",
  "Arena Bałtycka — Mecz sezonu": "Arena Bałtycka — Match of the season",
  "Sobota, 12 grudnia 2026, godz. 20:30 · Gdańsk, ul. Pokoleń Lechii Gdańsk 1": "Saturday, 12 December 2026, 8:30 pm · Gdańsk, ul. Pokoleń Lechii Gdańsk 1",
  "Kup bilety": "Buy tickets",
  "Regulamin sprzedaży": "Terms of sale",
  Rejestracja: "Registration",
  "Załóż konto, aby kupować bilety szybciej i mieć je wszystkie w jednym miejscu.": "Create an account to buy tickets faster and keep them all in one place.",
  "Rejestracja zakończona": "Registration complete",
  "Dziękujemy za rejestrację%s!": "Thank you for registering%s!",
  "Twoje konto jest gotowe. Możesz teraz %s albo %s.": "Your account is ready. You can now %s or %s.",
  "wybrać wydarzenie": "choose an event",
  "sprawdzić swój profil": "check your profile",
  "Twoje zdjęcie": "Your photo",
  polskie: "Polish",
  niemieckie: "German",
  ukraińskie: "Ukrainian",
  czeskie: "Czech",
  brytyjskie: "British",
  inne: "other",
  Polska: "Poland",
  Niemcy: "Germany",
  Ukraina: "Ukraine",
  Czechy: "Czechia",
  "Wielka Brytania": "United Kingdom",
  "Dowód osobisty": "ID card",
  Paszport: "Passport",
  "Karta pobytu": "Residence card",
  Pan: "Mr",
  Pani: "Ms",
  dr: "Dr",
  "prof.": "Prof.",
  "Jeśli uważasz, że dane są poprawne, kliknij OK.": "If you think that the details are correct please click OK",
} satisfies Record<string, string>;
