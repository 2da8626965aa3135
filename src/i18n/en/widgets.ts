/** Back-office form widgets: price input, text area, star box, tabs, data grid, select list, combo box. */
export default {
  "Dozwolone są tylko cyfry i jeden separator dziesiętny, nie na początku.": "Only digits and one decimal separator, not at the start, are allowed.",
  "Wklejono same cyfry, bez przecinka i innych znaków: sprawdź kwotę.": "Only the digits were pasted, without the comma or other characters: check the amount.",
  "Pozostało znaków: %d": "Characters left: %d",
  "Osiągnięto limit znaków.": "Character limit reached.",
  "Przekroczono limit znaków.": "Character limit exceeded.",
  "Tekst skrócono do %d znaków.": "The text was cut to %d characters.",
  "%s, wiersz %d": "%s, row %d",
  puste: "empty",
  "Usuń wiersz %d": "Delete row %d",
  "Dodaj wiersz": "Add row",
  "Dodano wiersz %d.": "Row %d added.",
  "Usunięto wiersz %d.": "Row %d deleted.",
  "Kliknij komórkę albo naciśnij na niej Enter, aby ją edytować. Enter lub Tab zapisuje i przechodzi dalej, Shift+Tab wraca, Escape anuluje.":
    "Click a cell or press Enter on it to edit it. Enter or Tab saves and moves on, Shift+Tab goes back, Escape cancels.",
  // A select list or combo box printed without options (src/ui/selectMarkup.ts).
  "Brak pozycji do wyboru": "Nothing to choose from",
} satisfies Record<string, string>;
