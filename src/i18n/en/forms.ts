/** English for the form engine, the validators and the client forms (issue 4). */
export default {
  // Generic validator messages (src/deform/rules.ts).
  "To pole jest wymagane.": "This field is required.",
  "Wpisz co najmniej %d znaków (wpisano %d).": "Please enter at least %d characters (you entered %d characters).",
  "Wpisz nie więcej niż %d znaków (wpisano %d).": "Please enter no more than %d characters (you entered %d characters).",
  "Wpisz liczbę całkowitą. Liczby z częścią dziesiętną (np. 1,25) są niedozwolone.":
    "Please enter an integer in this field. Numbers with decimals (e.g. 1.25) are not permitted.",
  "W tym polu wpisz tylko liczbę (np. 1, 1,1, -1 lub -1,1).": 'Please enter only numeric values in this field (i.e. "1" or "1.1" or "-1" or "-1.1").',
  "W tym polu używaj tylko cyfr i znaków interpunkcyjnych (np. numer telefonu z myślnikami lub kropkami).":
    "Please use numbers and punctuation only in this field (for example, a phone number with dashes or dots is permitted).",
  "W tym polu używaj tylko liter. Spacje i inne znaki są niedozwolone.": "Please use only letters within this field. No spaces or other characters are allowed.",
  "W tym polu używaj tylko liter i cyfr. Spacje i inne znaki są niedozwolone.":
    "Please use only letters or numbers in this field. No spaces or other characters are allowed.",
  "Wpisz poprawną datę, np. %s.": "Please enter a valid date such as %s.",
  "Wpisz poprawny adres e-mail.": "Please enter a valid email address.",
  "Wpisz poprawny adres URL, np. http://www.example.com.": "Please enter a valid URL such as http://www.example.com.",
  "Wpisz poprawną kwotę, np. 100,00 zł.": "Please enter a valid amount, for example 100.00 zł.",
  "Wypełnij co najmniej jedno z tych pól.": "Please enter something for at least one of these inputs.",
  "To pole nie może zawierać spacji.": "There can be no spaces in this input.",
  "To pole musi być zgodne z polem %s.": "This field needs to match the %s field.",
  "Data nie może być wcześniejsza niż %s.": "The date should be the same or after %s.",
  "Data nie może być późniejsza niż %s.": "The date should be the same or before %s.",
  "Numer karty płatniczej jest niepoprawny. Sprawdź go i spróbuj ponownie. Wpisano cyfr: %d.":
    "The credit card number entered is invalid. Please check the number and try again. %d digits entered.",
  "Niepoprawny numer PESEL": "Invalid PESEL number",
} satisfies Record<string, string>;
