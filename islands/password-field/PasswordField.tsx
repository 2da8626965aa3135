import { useState, type ReactNode } from "react";
import { generatePassword } from "../../src/domain/password.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { useFieldError } from "../../src/ui/FieldError.tsx";
import { LiveRegion } from "../../src/ui/LiveRegion.tsx";
import type { PasswordFieldProps } from "./schema.ts";

/**
 * A password field that wants a 'generate' button (issue 10): the legacy random password
 * generator (§9, A–Z a–z 0–9, crypto-random, unbiased) fills it and shows it, so the user can read
 * and copy it; 'Ukryj' hides it again. The field keeps its name and posts as before. Read-only or
 * disabled, there is nothing to generate: the button is left out ('Pokaż hasło' stays for a
 * read-only field).
 */
export function PasswordField({ props, emit }: IslandProps<PasswordFieldProps>): ReactNode {
  const [value, setValue] = useState(props.value);
  const [shown, setShown] = useState(false);
  const [notice, setNotice] = useState("");
  const error = useFieldError(props.error);

  const generate = (): void => {
    const password = generatePassword(props.length);
    setValue(password);
    setShown(true);
    setNotice(t("Wygenerowano hasło (%d znaków). Jest widoczne w polu.", props.length));
    emit("generate", { length: props.length });
  };

  return (
    <div className="tb-password-field">
      {!props.labelledBy && <label htmlFor={props.id}>{props.label}</label>}
      <span className="tb-password-field__row">
        <input
          type={shown ? "text" : "password"}
          id={props.id}
          name={props.name}
          value={value}
          autoComplete={props.autocomplete}
          required={props.required}
          spellCheck={false}
          readOnly={props.readOnly}
          disabled={props.disabled}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={error.id}
          onFocus={error.reshow}
          onChange={(event) => setValue(event.target.value)}
        />
        {!props.readOnly && !props.disabled && (
          <button type="button" className="tb-button tb-button--secondary" onClick={generate}>
            {t("Generuj hasło")}
          </button>
        )}
        {!props.disabled && (
          <button type="button" className="tb-button tb-button--secondary" aria-pressed={shown} onClick={() => setShown(!shown)}>
            {t("Pokaż hasło")}
          </button>
        )}
        {/* Below the row: on a narrow screen the buttons wrap under the field, and the bubble must not hide them. */}
        {error.tooltip}
      </span>
      {error.line}
      <LiveRegion>{notice}</LiveRegion>
    </div>
  );
}
