export default {
  "%s, strona %d": "%s, page %d",
  "Wczytywanie strony %d…": "Loading page %d…",
  "Wczytano stronę %d.": "Page %d loaded.",
  "Nie udało się wczytać strony %d.": "Page %d could not be loaded.",
  "Spróbuj ponownie": "Try again",
  "Wczytywanie…": "Loading…",
  // Pages of the fixture server (the same tables translate the server's pages).
  "Wszystkie wydarzenia": "All events",
  "%d. kolejka": "Round %d",
  "Kup bilet": "Buy a ticket",
  "Strony listy wydarzeń": "Event list pages",
  "Zakup biletu oznacza akceptację regulaminu imprezy masowej i regulaminu obiektu.": "Buying a ticket means accepting the regulations of the mass event and of the venue.",
  "Dane kupujących przetwarzamy wyłącznie w celu sprzedaży biletów i obsługi imprezy.": "We process buyers' data only to sell tickets and run the event.",
  "Biuro obsługi kibica: bilety@arena-baltycka.example, tel. 58 000 00 00 (pn.–pt. 9–17).": "Fan service office: bilety@arena-baltycka.example, phone 58 000 00 00 (Mon–Fri 9–17).",
} satisfies Record<string, string>;
