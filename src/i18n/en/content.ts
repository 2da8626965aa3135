export default {
  "%s, strona %d": "%s, page %d",
  "Wczytywanie strony %d…": "Loading page %d…",
  "Wczytano stronę %d.": "Page %d loaded.",
  "Nie udało się wczytać strony %d.": "Page %d could not be loaded.",
  "Wczytywanie…": "Loading…",
  Regulaminy: "Regulations",
} satisfies Record<string, string>;
