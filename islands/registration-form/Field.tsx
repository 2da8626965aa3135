import type { ReactNode } from "react";
import { READONLY_SELECT_ATTRIBUTE } from "../../src/deform/dom.ts";
import { FieldError, type FormEngineHandle } from "../../src/deform/react.tsx";
import type { FieldState } from "../../src/domain/client.ts";
import { t } from "../../src/i18n/t.ts";
import { DateField, dateSettings } from "../../src/ui/dateField/DateField.tsx";
import { FileField } from "../../src/ui/fileField/FileField.tsx";
import type { FileFieldSettings } from "../../src/ui/fileField/schema.ts";
import type { Option } from "./schema.ts";

export type FieldKind = "text" | "email" | "tel" | "password" | "select" | "checkbox" | "date" | "file";

export interface FieldProps {
  /** Submitted name: the legacy one ("0_firstname", "tickets[0][firstname]"). */
  name: string;
  /** The legacy control's id, kept; else one of the form's own. */
  id?: string;
  label: string;
  kind: FieldKind;
  state: FieldState;
  value: string;
  onChange(value: string): void;
  handle: FormEngineHandle;
  options?: readonly Option[];
  autoComplete?: string;
  /**
   * Why a locked field (read-only or inactive) is locked, for screen readers: the look of the field says it is locked,
   * this says why. Visually hidden, so that nothing moves when the island takes the legacy form over.
   */
  why?: string;
  /** The legacy control's `maxlength`: typing stops there, as in the legacy field (text fields). */
  maxLength?: number;
  /** A file field's uploader settings (its upload address and limits); without them it is not offered. */
  file?: FileFieldSettings;
}

// Birth dates lie in the past; the picker opens on the years view, the quickest way to a birth year.
const BIRTH_DATE_SETTINGS = dateSettings({ direction: false, view: "years" });

/**
 * One labelled client field with its error. Inactive fields are disabled (not submitted,
 * not judged); read-only text fields use readOnly; read-only selects are disabled for the
 * user yet submitted (the engine's read-only select handling).
 */
export function Field({ name, id: legacyId, label, kind, state, value, onChange, handle, options = [], autoComplete, why, maxLength, file }: FieldProps): ReactNode {
  const id = legacyId ?? `${handle.idPrefix}${name}`;
  const whyId = why ? `${handle.idPrefix}${name}-why` : undefined;
  const error = handle.state.errors[name];
  const a11y = handle.fieldProps(name, whyId);
  const required = state.required && !state.inactive;
  const common = {
    id,
    name,
    disabled: state.inactive || (kind === "select" && state.readOnly),
    "aria-required": required || undefined,
    ...a11y,
  };
  // Selects and checkboxes commit on change (the DOM change event): judge them 50 ms later.
  const changeNow = (next: string) => {
    onChange(next);
    handle.engine.scheduleFieldCheck(name);
  };

  let control: ReactNode;
  switch (kind) {
    case "select":
      control = (
        // Read-only and active: disabled for the user yet posted. An inactive one (printed disabled) posts nothing, locked or not.
        <select {...common} {...(state.readOnly && !state.inactive ? { [READONLY_SELECT_ATTRIBUTE]: "" } : {})} value={value} onChange={(e) => changeNow(e.target.value)} autoComplete={autoComplete}>
          <option value="">{t("— wybierz —")}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
      break;
    case "checkbox":
      control = <input {...common} type="checkbox" value="1" checked={value === "1"} disabled={common.disabled || state.readOnly} onChange={(e) => changeNow(e.target.checked ? "1" : "")} />;
      break;
    case "file":
      // The stored files' ids travel in the uploader's hidden field of this name.
      if (!file) return null;
      control = (
        <FileField
          settings={{ ...file, name, id }}
          uploadUrl={() => file.uploadUrl}
          describedBy={a11y["aria-describedby"]}
          invalid={Boolean(error)}
          disabled={state.inactive}
          onChange={changeNow}
        />
      );
      break;
    case "date":
      control = (
        <DateField
          settings={BIRTH_DATE_SETTINGS}
          // typed: the form's rules judge the birth date, so a future one (typed before the script ran, or printed) is
          // kept for them to flag, never emptied at mount as a standalone picker's printed default is (session 44).
          input={{ name, id, value, typed: true, readonly: state.readOnly, disabled: state.inactive, required: false, placeholder: t("RRRR-MM-DD"), autoComplete, ariaDescribedBy: a11y["aria-describedby"], ariaInvalid: Boolean(error) }}
          onValueChange={(text) => {
            handle.engine.noteInput(name);
            onChange(text);
          }}
        />
      );
      break;
    default:
      control = <input {...common} type={kind} value={value} readOnly={state.readOnly} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} autoComplete={autoComplete} />;
  }

  return (
    <div
      className={`tb-registration-form-field tb-registration-form-field--${kind}${error ? " is-invalid" : ""}${state.inactive ? " is-inactive" : ""}`}
      onBlur={kind === "date" ? a11y.onBlur : undefined}
    >
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="tb-registration-form-required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {control}
      {why && (
        <span className="tb-visually-hidden" id={whyId}>
          {why}
        </span>
      )}
      <FieldError id={handle.errorId(name)} message={error} />
    </div>
  );
}
