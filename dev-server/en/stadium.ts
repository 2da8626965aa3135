/**
 * English of texts only the fixture server prints on the whole-stadium page (dev-server/routes/stadium.ts): the
 * event, stand, zone and ticket names it sends in the island's props and its no-script markup. The island's own
 * texts are in src/i18n/en/stadium.ts.
 */
export default {
  "Polska – Hiszpania": "Poland – Spain",
  "Eliminacje Mistrzostw Świata 2026": "2026 World Cup qualifiers",
  "wtorek, 15 grudnia 2026, 20:45": "Tuesday, 15 December 2026, 20:45",
  "Trybuna Zachodnia": "West Stand",
  "Trybuna Zachodnia górna": "Upper West Stand",
  "Trybuna Wschodnia": "East Stand",
  "Trybuna Wschodnia górna": "Upper East Stand",
  "Trybuna Północna": "North Stand",
  "Trybuna Północna górna": "Upper North Stand",
  "Trybuna Rodzinna": "Family Stand",
  "Trybuna Południowa": "South Stand",
  "Trybuna Południowa górna": "Upper South Stand",
  "Sektor gości": "Away Section",
  "Narożnik północno-zachodni": "North-West Corner",
  "Narożnik północno-wschodni": "North-East Corner",
  "Narożnik południowo-zachodni": "South-West Corner",
  "Narożnik południowo-wschodni": "South-East Corner",
  "Strefa A": "Zone A",
  "Strefa B": "Zone B",
  "Strefa C": "Zone C",
  "Strefa D": "Zone D",
  "Parking P1 (miejsce postojowe)": "Parking P1 (parking space)",
  "Stadion: wybór miejsc": "Stadium: seat selection",
  "Stadion: koszyk": "Stadium: cart",
  "Wybór miejsc na stadionie": "Seat selection at the stadium",
  Koszyk: "Cart",
  "%s, %s, wolnych: %d": "%s, %s, %d free",
  "%s, sektor %s": "%s, sector %s",
  "sektor %s, rząd %s, miejsce %s": "sector %s, row %s, seat %s",
  "Trybuny i sektory": "Stands and sectors",
  "Wybierz sektor": "Choose a sector",
} satisfies Record<string, string>;
