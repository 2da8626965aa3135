/**
 * English of texts only the fixture server prints (its page templates and the props it sends), from the
 * legacyforms area. The browser's own texts are in src/i18n/en/legacyforms.ts, which English pages download (with the areas their islands show): a text moves
 * there only when the browser's code shows it (src/i18n/catalog.test.ts checks).
 */
export default {
  "Tego pola nie można wysłać z plikiem.": "This field does not take files.",
  "Plik %s ma niedozwolony typ.": "The file %s is of a type that is not allowed.",
  "Plik %s jest za duży (największy dozwolony rozmiar to %s).": "The file %s is too large (the largest allowed size is %s).",
  "Nie udało się odczytać przesłanych danych (za duże lub uszkodzone).": "The data sent could not be read (too large or damaged).",
  "Nie przesłano pliku.": "No file was sent.",
  "Nie znaleziono przesłanego pliku. Wybierz go ponownie.": "The uploaded file was not found. Please choose it again.",
  "Za dużo plików: najwyżej %d.": "Too many files: %d at most.",
  "Twoje pliki": "Your files",
  "Serwer nie ma jeszcze żadnego pliku od Ciebie.": "The server has no file from you yet.",
  "Tego biletu parkingowego nie ma w koszyku.": "This parking ticket is not in the cart.",
  "Bilet parkingowy do biletu %s.": "Parking ticket for the ticket %s.",
  "Wjazd od ul. Pokoleń Lechii Gdańsk, bramą P2, do 2 godzin przed wydarzeniem.": "Entry from Pokoleń Lechii Gdańsk street through gate P2, up to 2 hours before the event.",
} satisfies Record<string, string>;
