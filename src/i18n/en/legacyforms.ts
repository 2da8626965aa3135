/** English for issue 9: the file uploader, the fixture server's upload answers, the parking page of a cart item. */
export default {
  "wysyłanie… %d%": "uploading… %d%",
  "wysyłanie…": "uploading…",
  "przyjęty": "accepted",
  "za duży — największy dozwolony rozmiar to %s": "too large — the largest allowed size is %s",
  "za dużo plików — najwyżej %d": "too many files — %d at most",
  "niedozwolony typ pliku — dozwolone: %s": "file type not allowed — allowed: %s",
  "nie udało się wysłać — sprawdź połączenie i wybierz plik ponownie": "could not be sent — check the connection and choose the file again",
  "Usunięto plik %s.": "Removed the file %s.",
  "do %s": "up to %s",
  "najwyżej %d plików": "%d files at most",
  "Wybierz pliki": "Choose files",
  "Wybierz plik": "Choose a file",
  "lub upuść tutaj": "or drop here",
  "Wybrane pliki": "Chosen files",
  "Wysyłanie pliku %s": "Uploading the file %s",
  "trwa dłużej niż zwykle": "taking longer than usual",
  "Anulowano wysyłanie pliku %s.": "Cancelled uploading the file %s.",
  "Poczekaj, aż pliki zostaną wysłane.": "Please wait until the files have been uploaded.",
  "Poczekaj, aż plik zostanie wysłany.": "Please wait until the file has been uploaded.",
  // The parking page a cart item's parking_url leads to (dev-server/routes/sales.ts).
} satisfies Record<string, string>;
