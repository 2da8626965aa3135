/**
 * English of texts only the fixture server prints (its page templates and the props it sends), from the
 * forms area. The browser's own texts are in src/i18n/en/forms.ts, which English pages download (with the areas their islands show): a text moves
 * there only when the browser's code shows it (src/i18n/catalog.test.ts checks).
 */
export default {
  "Cena zatwierdzona.": "Price confirmed.",
  "Kod z obrazka jest niepoprawny. Przepisz go jeszcze raz.": "The code from the picture is wrong. Please type it again.",
  "Wróć do formularza": "Back to the form",
  "JPEG lub PNG, do 2 MB.": "JPEG or PNG, up to 2 MB.",
  "Twój profil": "Your profile",
  "Twój profil jest zweryfikowany: danych podstawowych i numeru PESEL nie można zmienić.": "Your profile is verified: your basic details and PESEL number cannot be changed.",
  "Sprawdź i popraw swoje dane.": "Check and correct your details.",
  "Ten adres e-mail jest już zarejestrowany.": "This e-mail address is already registered.",
  "Nie udało się odczytać danych formularza. Odśwież stronę i spróbuj ponownie.": "The form data could not be read. Please reload the page and try again.",
  "Odśwież formularz": "Reload the form",
} satisfies Record<string, string>;
