/** The rest of the legacy kit (issue 10): alert box, tabs, grid, helpers, popups, quick-add, lightbox. */
export default {
  "Generuj hasło": "Generate password",
  "Pokaż hasło": "Show password",
  "Wygenerowano hasło (%d znaków). Jest widoczne w polu.": "A password of %d characters was generated. It is shown in the field.",
  "Przeglądarka nie może odtworzyć tego pliku.": "Your browser cannot play this file.",
  "Pobierz plik": "Download the file",
  "Film": "Video",
  "Poprzednie": "Previous",
  "Następne": "Next",
  "Dodano „%s” i wybrano na liście.": "“%s” was added and chosen in the list.",
  "Zapisano „%s”. Nowa pozycja pojawi się na liście po odświeżeniu strony.": "“%s” was saved. It will show in the list once you reload the page.",
  "(otwiera nowe okno)": "(opens in a new window)",
} satisfies Record<string, string>;
