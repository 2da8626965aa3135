import type { RequestError } from "../dejax/types.ts";
import { t } from "./t.ts";

/** What a buyer reads when a request failed, by kind (no technical detail beyond the status). */
export function requestErrorMessage(error: RequestError): string {
  switch (error.kind) {
    case "network":
    case "aborted":
      return t("Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.");
    case "http":
      return t("Serwer odpowiedział błędem (%s). Spróbuj ponownie za chwilę.", String(error.status ?? ""));
    case "timeout":
      return t("Serwer nie odpowiedział na czas. Spróbuj ponownie.");
    case "malformed":
    case "invalid":
      return t("Serwer przysłał nieoczekiwaną odpowiedź. Spróbuj ponownie.");
  }
}
