/**
 * English of texts only the fixture server prints (its page templates and the props it sends), from the
 * content area. The browser's own texts are in src/i18n/en/content.ts, which English pages download (with the areas their islands show): a text moves
 * there only when the browser's code shows it (src/i18n/catalog.test.ts checks).
 */
export default {
  "Wszystkie wydarzenia": "All events",
  "%d. kolejka": "Round %d",
  "Kup bilet": "Buy a ticket",
  "Strony listy wydarzeń": "Event list pages",
  "Zakup biletu oznacza akceptację regulaminu imprezy masowej i regulaminu obiektu.": "Buying a ticket means accepting the regulations of the mass event and of the venue.",
  "Dane kupujących przetwarzamy wyłącznie w celu sprzedaży biletów i obsługi imprezy.": "We process buyers' data only to sell tickets and run the event.",
  "Biuro obsługi kibica: bilety@arena-baltycka.example, tel. 58 000 00 00 (pn.–pt. 9–17).": "Fan service office: bilety@arena-baltycka.example, phone 58 000 00 00 (Mon–Fri 9–17).",
  "Regulamin sprzedaży biletów": "Ticket sale regulations",
  "Bilety sprzedaje Arena Bałtycka sp. z o.o.": "Tickets are sold by Arena Bałtycka sp. z o.o.",
  "Bilet uprawnia do jednokrotnego wejścia na wskazane miejsce.": "A ticket admits its holder once, to the seat shown.",
  "Zwrot biletu jest możliwy do 48 godzin przed wydarzeniem.": "A ticket can be returned up to 48 hours before the event.",
  "Regulamin imprezy masowej": "Mass event regulations",
  "Wejście na stadion wymaga okazania dokumentu tożsamości.": "Entering the stadium requires an identity document.",
  "Zabrania się wnoszenia materiałów pirotechnicznych.": "Pyrotechnics may not be brought in.",
  "Regulamin obiektu": "Venue regulations",
  "Obiekt jest monitorowany.": "The venue is monitored by CCTV.",
  "Dzieci do lat 13 wchodzą pod opieką dorosłego.": "Children under 13 enter with an adult.",
  "Ustawienia konta": "Account settings",
  Powiadomienia: "Notifications",
  "Powiadomienia dla: %s": "Notifications for: %s",
  "Nowe mecze w sprzedaży": "New matches on sale",
  "SMS w dniu meczu": "A text message on match day",
  "Powiadamiaj od dnia": "Notify me from",
  "DD.MM.RRRR": "DD.MM.YYYY",
  "Zapisz ustawienia": "Save settings",
  "Zapisano ustawienia powiadomień.": "Your notification settings have been saved.",
  Kibic: "Fan",
  Zgody: "Consents",
  "Zgody marketingowe": "Marketing consents",
  "Zgody przechowujemy 5 lat od ostatniego zakupu.": "We keep consents for 5 years after the last purchase.",
  "Zgadzam się na informacje o promocjach": "I agree to hear about promotions",
} satisfies Record<string, string>;
