import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { retypeMessage } from "../../src/deform/restore.ts";
import { useRememberedForm } from "../../src/deform/useRememberedForm.ts";
import { applyProfile, clientFieldSpecs, markedProfileState, profileInputFromValues } from "../../src/deform/clientForm.ts";
import { fieldOfName, legacyName } from "../../src/deform/fieldNaming.ts";
import { WARNING_ACCEPTED_FIELD } from "../../src/deform/engine.ts";
import { formIdentity, typedPasswords } from "../../src/deform/legacyForm.ts";
import { KeptControlRules } from "../../src/deform/KeptControlRules.tsx";
import { LegacyControls } from "../../src/deform/LegacyControls.tsx";
import { withKeptRules } from "../../src/deform/legacyRules.ts";
import { ErrorBox, Replaceable, useFormEngine } from "../../src/deform/react.tsx";
import { SubmitButton } from "../../src/ui/SubmitButton.tsx";
import { answered, failureClosed, INITIAL_SAVE_FLOW, noticeClosed, saveCovers, sendStarted, typed, warningClosed, wentBackToForm, type SaveEvent, type SaveNotice } from "../../src/deform/saveFlow.ts";
import { CLIENT_FIELDS, profileState, REGISTRATION_FIELDS, type ClientField } from "../../src/domain/client.ts";
import { isoToday } from "../../src/domain/guardian.ts";
import { requestErrorMessage } from "../../src/i18n/errors.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { AlertDialog } from "../../src/ui/AlertDialog.tsx";
import { StalledNotice } from "../../src/ui/StalledNotice.tsx";
import { Field, type FieldKind } from "./Field.tsx";
import type { RegistrationFormProps } from "./schema.ts";

/** Registration scrolls the first invalid field 100 px below the top (spec §2). */
const SCROLL_OFFSET = 100;

type Values = Record<string, string>;

interface FieldMeta {
  label: string;
  kind?: FieldKind;
  autoComplete?: string;
}

const GENDERS = () => [
  { value: "male", label: t("Mężczyzna") },
  { value: "female", label: t("Kobieta") },
];

/** Labels are Polish source texts, translated one at a time where a field renders (not the whole table per field). */
const FIELD_META: Record<ClientField | "password" | "password_repeat", FieldMeta> = {
  client_title: { label: "Tytuł", kind: "select", autoComplete: "honorific-prefix" },
  firstname: { label: "Imię", autoComplete: "given-name" },
  secondname: { label: "Drugie imię", autoComplete: "additional-name" },
  lastname: { label: "Nazwisko", autoComplete: "family-name" },
  nationality: { label: "Obywatelstwo", kind: "select" },
  no_pesel: { label: "Nie mam numeru PESEL", kind: "checkbox" },
  pesel: { label: "PESEL" },
  date_birth: { label: "Data urodzenia", kind: "date", autoComplete: "bday" },
  gender: { label: "Płeć", kind: "select", autoComplete: "sex" },
  id_document_type: { label: "Rodzaj dokumentu", kind: "select" },
  document_number: { label: "Numer dokumentu" },
  photo: { label: "Zdjęcie", kind: "file" },
  guardian_number: { label: "PESEL lub numer dokumentu opiekuna" },
  guardian_firstname: { label: "Imię opiekuna" },
  guardian_lastname: { label: "Nazwisko opiekuna" },
  client_company_name: { label: "Nazwa firmy", autoComplete: "organization" },
  client_company_position: { label: "Stanowisko", autoComplete: "organization-title" },
  nip: { label: "NIP" },
  country_code: { label: "Kraj", kind: "select", autoComplete: "country" },
  city: { label: "Miejscowość", autoComplete: "address-level2" },
  postal_code: { label: "Kod pocztowy", autoComplete: "postal-code" },
  address_street: { label: "Ulica", autoComplete: "address-line1" },
  address_house_number: { label: "Numer domu i lokalu", autoComplete: "address-line2" },
  phone_number: { label: "Telefon", kind: "tel", autoComplete: "tel" },
  phone_number_mobile: { label: "Telefon komórkowy", kind: "tel", autoComplete: "tel" },
  email: { label: "E-mail", kind: "email", autoComplete: "email" },
  password: { label: "Hasło", kind: "password", autoComplete: "new-password" },
  password_repeat: { label: "Powtórz hasło", kind: "password", autoComplete: "new-password" },
};

function meta(field: ClientField | "password" | "password_repeat", peselLabel: string): FieldMeta {
  const known = FIELD_META[field];
  // The pesel field is a document number when the profile rules say so.
  return { ...known, label: t(field === "pesel" && peselLabel !== "PESEL" ? "Numer dokumentu" : known.label) };
}

const SECTIONS: ReadonlyArray<{ legend: string; fields: readonly ClientField[] }> = [
  { legend: "Dane osobowe", fields: ["client_title", "firstname", "secondname", "lastname", "nationality", "no_pesel", "pesel", "date_birth", "gender", "id_document_type", "document_number", "photo"] },
  { legend: "Opiekun", fields: ["guardian_number", "guardian_firstname", "guardian_lastname"] },
  { legend: "Firma", fields: ["client_company_name", "client_company_position", "nip"] },
  { legend: "Adres", fields: ["country_code", "city", "postal_code", "address_street", "address_house_number"] },
  { legend: "Kontakt", fields: ["phone_number", "phone_number_mobile", "email"] },
];

/** Profile edit has no no_pesel checkbox, no photo upload and no password. */
const PROFILE_HIDDEN = new Set<ClientField>(["no_pesel", "photo"]);

/** 'Twój profil został zaktualizowany' is one of the shop's alerts (spec §8). */
function noticeText(notice: SaveNotice): string {
  if (!notice.typed) return notice.message ?? t("Twój profil został zaktualizowany");
  return notice.next
    ? t("Dane zostały zapisane bez zmian wpisanych w czasie zapisywania: wprowadź je ponownie w swoim profilu.")
    : t("Twój profil został zaktualizowany. Zmiany wpisane w czasie zapisywania nie są jeszcze zapisane: zapisz je ponownie.");
}

/**
 * Registration and profile edit of a client. The profile rules (src/domain/client.ts) decide
 * what is required, locked or inactive on every change; the form engine judges and sends.
 */
export function RegistrationForm({ props, legacy }: IslandProps<RegistrationFormProps>): ReactNode {
  const register = props.mode === "register";
  // The legacy form's naming ("0_firstname", "tickets[0][firstname]"): every field is rendered, read and posted under it.
  const naming = useMemo(() => ({ prefix: props.prefix, suffix: props.suffix }), [props.prefix, props.suffix]);
  const nameOf = (field: string) => legacyName(naming, field);
  // The fields the legacy form prints (QA session 42: a verified profile printing the names as text got empty, locked,
  // required name fields and could never be saved).
  const fields = useMemo(
    () => [...CLIENT_FIELDS, ...REGISTRATION_FIELDS].filter((f) => (register || !PROFILE_HIDDEN.has(f)) && (props.fields?.includes(f) ?? true)),
    [register, props.fields],
  );
  const context = useMemo(
    () => ({
      blocked: props.blocked,
      anonymous: props.anonymous,
      hasNoPeselField: fields.includes("no_pesel"),
      // Spec §5: the PESEL checksum only where a separate document number field exists.
      hasDocumentField: fields.includes("document_number"),
      searchField: props.searchField,
      // The day the rules run on (a form left open past midnight judges a just-18 buyer by the new day), unless the
      // server printed its own.
      get today() {
        return props.today ?? isoToday();
      },
      adultAge: props.adultAge,
    }),
    [props.blocked, props.anonymous, props.searchField, props.today, props.adultAge, fields],
  );
  const stateOf = (values: Values) => profileState(profileInputFromValues(values, context));
  // A field the markup prints read-only or disabled keeps its value (posted unchanged, or not at all): the profile
  // does not fill it from the PESEL or empty it (a server's answer still may).
  const fixed = useMemo(() => Object.keys(props.marked).filter((name) => props.marked[name]!.readOnly || props.marked[name]!.disabled), [props.marked]);
  // What the rules empty (an adult's guardian data, or guardian data typed before a birth date makes a minor, before
  // the script ran too) is set aside, not lost: it comes back when those fields open again (the effect below), and is
  // never posted meanwhile.
  const setAside = useRef<Values>({});
  const profiled = (next: Values): Values => {
    const state = stateOf(next);
    for (const name of state.clear) if (next[name]) setAside.current[name] = next[name];
    const applied = applyProfile(next, state);
    const changed = fixed.filter((name) => applied[name] !== next[name]);
    return changed.length === 0 ? applied : { ...applied, ...Object.fromEntries(changed.map((name) => [name, next[name] ?? ""])) };
  };
  const [values, setValues] = useState<Values>(() => profiled(props.values));
  // Passwords typed or autofilled before the script ran are carried over, in memory only (legacyForm.ts): props
  // never hold them.
  useLayoutEffect(() => {
    if (!register) return;
    const typed = typedPasswords(legacy, [legacyName(naming, "password"), legacyName(naming, "password_repeat")]);
    if (Object.keys(typed).length === 0) return;
    setValues((previous) => ({ ...previous, ...Object.fromEntries(Object.entries(typed).map(([name, value]) => [fieldOfName(naming, name)!, value])) }));
  }, [legacy, naming, register]);
  // The profile's rules with the markup's locks and rules merged in (clientForm.ts: whatever locks more wins).
  const state = markedProfileState(stateOf(values), props.marked);
  useEffect(() => {
    const clearing = new Set<string>(state.clear);
    const back = Object.entries(setAside.current).filter(([name]) => !clearing.has(name));
    if (back.length === 0) return;
    for (const [name] of back) delete setAside.current[name];
    // Into the fields that are still empty: what the buyer typed since wins.
    setValues((previous) => ({ ...previous, ...Object.fromEntries(back.filter(([name]) => !previous[name])) }));
    // Keyed by what the rules clear, not by the Set (a new one each render).
  }, [state.clear.join()]);
  // A new array each render: the engine recompiles its schema only when it validates.
  const specs = clientFieldSpecs(state, fields, { naming, marked: props.marked, withPassword: register, translateLabel: (label) => t(label) });

  const change = (field: string, value: string) => setValues((previous) => profiled({ ...previous, [field]: value }));

  const handle = useFormEngine({
    fields: (form) => withKeptRules(specs, form),
    url: props.action,
    scrollOffset: SCROLL_OFFSET,
    onValues: (updates) => {
      for (const [name, value] of Object.entries(updates)) {
        const field = fieldOfName(naming, name);
        if (field !== null) change(field, String(value));
      }
    },
  });

  const forgetValues = useRememberedForm(handle.formRef);
  // The save flow (src/deform/saveFlow.ts): each event steps it, and the form does what the step says. The engine's
  // answer comes after an await: it steps from the flow as the last event left it, which this ref holds (the state
  // renders it).
  const [flow, setFlow] = useState(INITIAL_SAVE_FLOW);
  const latest = useRef(flow);
  const step = (event: SaveEvent) => {
    const { flow: next, forget, leaveTo } = event(latest.current);
    latest.current = next;
    setFlow(next);
    if (forget) forgetValues();
    if (leaveTo) location.assign(leaveTo);
  };
  // Where the focus was when the last send began: it comes back there when the overlay goes.
  const focusAtSend = useRef<Element | null>(null);

  const send = async (extra: Record<string, string> = {}) => {
    focusAtSend.current = document.activeElement;
    step(sendStarted);
    const result = await handle.engine.submit(extra);
    step(answered(result, register ? props.successUrl : null));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter pressed again while the first submit is on its way: the overlay belongs to that one.
    if (handle.engine.getState().waiting) return;
    void send();
  };

  // The way out appears over a page whose focus sits under the overlay: it takes the focus from where the save
  // started (or nowhere), not from a field the user has moved to since.
  const focusWayOut = useCallback((button: HTMLButtonElement | null) => {
    const focused = document.activeElement;
    if (button && (!focused || focused === document.body || focused === focusAtSend.current)) button.focus();
  }, []);
  const backToForm = () => {
    // Back to the submit button, which says it is waiting (focused below, once the form is live again).
    focusAtSend.current = handle.formRef.current?.querySelector('[type="submit"]') ?? null;
    step(wentBackToForm);
  };
  // Nothing under the overlay can be reached: the form is inert while the overlay covers it (a field focused by Tab
  // there would be hidden, WCAG 2.4.11, and typed into unseen; until the next page, sent twice). Both go in the
  // render that ends the engine's wait, the one that reveals an invalid field (the engine's reveal, above, moves the
  // focus first). Otherwise focus comes back where the save started.
  const covered = saveCovers(flow, handle.state.waiting);
  useLayoutEffect(() => {
    const target = focusAtSend.current;
    const focused = document.activeElement;
    if (!covered && (!focused || focused === document.body) && target instanceof HTMLElement && target.isConnected) target.focus();
  }, [covered]);

  // A QA walk (session 37): locked identity fields were skipped by screen-reader users unaware of why.
  const lockedBecause = (name: string, locked: { readOnly: boolean; inactive: boolean }): string | undefined => {
    if ((name === "date_birth" || name === "gender") && locked.readOnly && state.fields.pesel && !state.fields.pesel.inactive) return t("Wynika z numeru PESEL.");
    if ((name === "id_document_type" || name === "document_number") && locked.inactive && fields.includes("no_pesel")) return t("Tylko bez numeru PESEL: zaznacz pole „Nie mam numeru PESEL”.");
    return undefined;
  };

  const field = (name: ClientField | "password" | "password_repeat") => {
    const m = meta(name, state.peselLabel);
    const ruled = name === "password" || name === "password_repeat" ? { required: true, readOnly: false, inactive: false } : state.fields[name];
    // A server answer may lock a field, rename it or give a select new options.
    const override = handle.state.overrides[nameOf(name)];
    const fieldState = override?.readonly === undefined ? ruled : { ...ruled, readOnly: ruled.readOnly || override.readonly };
    const options =
      override?.options?.values ??
      (name === "gender" ? GENDERS() : { client_title: props.titles, nationality: props.nationalities, id_document_type: props.documentTypes, country_code: props.countries }[name as string]);
    return (
      <Field
        key={name}
        name={nameOf(name)}
        id={props.ids[name]}
        label={override?.caption ?? m.label}
        kind={m.kind ?? "text"}
        state={fieldState}
        value={values[name] ?? ""}
        maxLength={props.marked[name]?.maxLength}
        onChange={(value) => {
          step(typed);
          change(name, value);
        }}
        handle={handle}
        options={options}
        autoComplete={m.autoComplete}
        why={lockedBecause(name, fieldState)}
        file={name === "photo" ? props.photo : undefined}
      />
    );
  };

  return (
    <Replaceable handle={handle} className="tb-registration-form">
      <div className="tb-registration-form">
        <form ref={handle.formRef} id={`${handle.idPrefix}form`} {...formIdentity(props.formId, register ? "registration" : "profile")} action={props.action} method="post" noValidate onSubmit={onSubmit} inert={covered}>
          <p className="tb-registration-form-legend">{t("Pola oznaczone gwiazdką (*) są wymagane.")}</p>
          {props.retype.length > 0 && (
            <p className="tb-retype" role="status">
              {retypeMessage(props.retype)}
            </p>
          )}
          {/* The profile says whose it is, as the legacy form did (the server checks it against the session). */}
          {values.id_client !== undefined && <input type="hidden" name={nameOf("id_client")} value={values.id_client} />}
          {SECTIONS.filter((section) => section.fields.some((f) => fields.includes(f))).map((section) => (
            <fieldset key={section.legend} className="tb-registration-form-section">
              <legend>{t(section.legend)}</legend>
              {section.legend === "Opiekun" && (
                <p className="tb-registration-form-hint">
                  {state.minor ? t("Osoba niepełnoletnia: podaj dane opiekuna.") : t("Dane opiekuna podaje tylko osoba niepełnoletnia.")}
                </p>
              )}
              {section.fields.filter((f) => fields.includes(f)).map(field)}
            </fieldset>
          ))}
          {register && (
            <fieldset className="tb-registration-form-section">
              <legend>{t("Hasło")}</legend>
              {field("password")}
              {field("password_repeat")}
            </fieldset>
          )}
          <LegacyControls legacy={legacy}>
            <KeptControlRules handle={handle} />
          </LegacyControls>
          <ErrorBox text={handle.state.errorBox} />
          <SubmitButton waiting={handle.state.waiting} caption={register ? t("Zarejestruj się") : t("Zapisz zmiany")} className="tb-button" />
          {/* Said at once: the buyer has just read the longer notice on the overlay. */}
          <StalledNotice
            active={flow.submitting && flow.overlayHidden}
            delay={0}
            doing={t("Zapisywanie danych")}
            advice={t("Czekamy na odpowiedź serwera i pokażemy wynik, gdy nadejdzie.")}
            className="tb-registration-form-waiting"
          />
        </form>
        {covered && (
          <>
            <div className="tb-registration-form-overlay" role="status">
              <span className="tb-spinner" aria-hidden="true" />
              {t("Trwa zapisywanie danych…")}
            </div>
            {/* The save may hang for many minutes (the request client's time-out and re-issues): a way back to the
                form that loses nothing, instead of a reload (the restore cookie never keeps PESEL or passwords).
                Over the overlay, not in it: a status region of its own, not nested in the overlay's. */}
            <StalledNotice
              active={flow.submitting}
              doing={t("Zapisywanie danych")}
              advice={t("Czekamy na odpowiedź serwera. Możesz wrócić do formularza: nic z wpisanych danych nie przepadnie, a wynik pokażemy, gdy serwer odpowie.")}
              className="tb-registration-form-stalled"
            >
              <button ref={focusWayOut} type="button" className="tb-button tb-button--secondary" onClick={backToForm}>
                {t("Wróć do formularza")}
              </button>
            </StalledNotice>
          </>
        )}
        <AlertDialog
          open={flow.warning !== null}
          tone="info"
          message={flow.warning ?? ""}
          confirmLabel={t("Popraw dane")}
          onClose={() => step(warningClosed)}
          actions={[
            {
              label: t("OK"),
              onSelect: () => {
                step(warningClosed);
                void send({ [WARNING_ACCEPTED_FIELD]: "1" });
              },
            },
          ]}
        />
        <AlertDialog open={flow.failure !== null} tone="error" message={flow.failure ? requestErrorMessage(flow.failure) : ""} onClose={() => step(failureClosed)} />
        {/* The alert box, as the legacy showed it; closed, it may lead to the next page (saveFlow.ts). */}
        <AlertDialog open={flow.notice !== null} tone="success" message={flow.notice ? noticeText(flow.notice) : ""} onClose={() => step(noticeClosed)} />
      </div>
    </Replaceable>
  );
}
