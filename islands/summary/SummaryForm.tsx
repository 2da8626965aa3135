import { useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent, type FormEvent, type ReactNode } from "react";
import { READONLY_SELECT_ATTRIBUTE, serializeForm } from "../../src/deform/controls.ts";
import { formIdentity, keptErrorPlaces } from "../../src/deform/legacyForm.ts";
import { KeptErrors } from "../../src/deform/KeptErrors.tsx";
import { LegacyControls } from "../../src/deform/LegacyControls.tsx";
import { retypeMessage } from "../../src/deform/restore.ts";
import { useRememberedForm } from "../../src/deform/useRememberedForm.ts";
import { requiredIdentity, SUMMARY_FIELDS, SUMMARY_LEGACY_NAMES, validateSummary, type SummaryErrors, type SummaryField, type SummaryValues } from "../../src/domain/summary.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { AlertDialog } from "../../src/ui/AlertDialog.tsx";
import { CartElsewhere } from "../../src/ui/CartElsewhere.tsx";
import { onPageRestored } from "../../src/ui/pageRestored.ts";
import { SubmitButton } from "../../src/ui/SubmitButton.tsx";
import { useStalled } from "../../src/ui/useStalled.ts";
import { checkOrder, failureKind, goToPayment, type PaymentOutcome } from "./payment.ts";
import type { SummaryProps } from "./schema.ts";

/** Summary step: buyer's e-mail (typed twice), nationality and identity, terms, and a single 'go to payment'. */
export function SummaryForm({ props, legacy }: IslandProps<SummaryProps>): ReactNode {
  const id = useId();
  const [values, setValues] = useState<SummaryValues>(props.values);
  const [errors, setErrors] = useState<SummaryErrors>({});
  /** The server's errors for the legacy form's other controls (a consent the shop added), by name. */
  const [keptErrors, setKeptErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [voucher, setVoucher] = useState(props.voucher);
  /** Why the last press did not reach payment, with the voucher it carried. */
  // "refused": the server refused a field this form has no control for (`message`, its text).
  const [failure, setFailure] = useState<{ kind: ReturnType<typeof failureKind> | "refused"; voucher: string; voucherConfirmed: boolean; message?: string } | null>(null);
  const [pasteBlocked, setPasteBlocked] = useState(false);
  // A ref, not state: a second click or Enter in the same frame must already see it (spec §4: acts once).
  const sent = useRef(false);
  // Each send or re-send is an attempt; the answer of one that was replaced (aborted) is ignored.
  const attempt = useRef(0);
  // The order was placed and the page left for payment: the button waits until the page goes.
  const leftForPayment = useRef(false);
  const stalled = useStalled(busy);
  const [waitNote, setWaitNote] = useState("");
  const form = useRef<HTMLFormElement>(null);
  const forgetValues = useRememberedForm(form);
  const identity = requiredIdentity(values.nationality);
  // Each field as its legacy control was (QA s40 #1, #9): its name ("buyer[email]"), read-only, disabled, maxlength,
  // required; a disabled one is neither judged nor posted.
  const nameOf = (field: SummaryField) => props.names[field] ?? SUMMARY_LEGACY_NAMES[field];
  const stateOf = (field: SummaryField) => props.controls[field] ?? {};
  const isRequired = (field: SummaryField, rule = true) => !stateOf(field).disabled && (rule || stateOf(field).required === true);
  const disabledFields = SUMMARY_FIELDS.filter((field) => stateOf(field).disabled);

  const set = <K extends keyof SummaryValues>(key: K, value: SummaryValues[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    if (errors[key]) setErrors((old) => ({ ...old, [key]: undefined }));
  };

  // A kept control the buyer changes loses the server's error, as the summary's own fields do (native events: React
  // renders none of these controls).
  useEffect(() => {
    const element = form.current!;
    const clear = (event: Event) => {
      const { name } = event.target as HTMLInputElement;
      setKeptErrors((old) => (old[name] === undefined ? old : { ...old, [name]: undefined }));
    };
    for (const type of ["input", "change"]) element.addEventListener(type, clear);
    return () => {
      for (const type of ["input", "change"]) element.removeEventListener(type, clear);
    };
  }, []);

  const keptErrorId = (name: string) => `${id}-kept-${name}-error`;
  // The legacy control's id where it had one (a page's scripts and labels find it), else the form's own.
  const fieldId = (field: SummaryField) => props.ids[field] ?? `${id}-${field}`;
  const showErrors = (found: SummaryErrors, others: Record<string, string> = {}) => {
    setErrors(found);
    setKeptErrors(others);
    const first = SUMMARY_FIELDS.find((field) => found[field]);
    const elements = [...(form.current?.elements ?? [])] as HTMLInputElement[];
    // A field with no control that shows an error (none, or hidden: the order token): its message in the alert, not lost.
    const shown = new Set(form.current ? keptErrorPlaces(form.current).map((place) => place.name) : []);
    const unplaced = Object.keys(others).filter((name) => !shown.has(name));
    if (unplaced.length) setFailure({ kind: "refused", voucher, voucherConfirmed: false, message: unplaced.map((name) => others[name]).join(" ") });
    // After React commits: focus the first invalid field (the summary's own first) so its message is read.
    const target = first ? form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`) : elements.find((element) => element.name in others && element.type !== "hidden");
    if (target) requestAnimationFrame(() => target.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sent.current) return;
    const found = validateSummary(values, props.controls);
    // The browser's own messages are the shop's source texts, put in the page's language here; the server's come in it
    // and never go through t(), which would collect them as missing translations (security review s40, D6).
    if (Object.keys(found).length) return showErrors(Object.fromEntries(Object.entries(found).map(([field, text]) => [field, text && t(text)])));
    sent.current = true;
    setBusy(true);
    setWaitNote("");
    settle(++attempt.current, await goToPayment(paymentOptions()));
  };

  const paymentOptions = () => ({
    action: props.action,
    voucher,
    orderToken: props.orderToken,
    values,
    lines: props.lines,
    form: form.current ? serializeForm(form.current) : {},
    names: props.names,
    termsValue: props.termsValue,
    disabled: disabledFields,
  });

  // Back from the payment page with the summary as it was left (the back-forward cache): it showed 'Proszę czekać…'
  // and, five seconds on, 'Serwer odpowiada dłużej niż zwykle. Zamówienie mogło już zostać przyjęte…' for an order
  // placed long before, and its button never pressed again. It takes a press again, as the page without the script
  // does: the same order token, so the server answers with the order placed and the buyer goes to its payment, never a
  // second order (docs/bad-day.md, session 45). The voucher went into that order: it is not confirmed again (the
  // server, which knows it no more, refused it, and the buyer read 'Voucher … nie został przyjęty').
  useEffect(
    () =>
      onPageRestored(() => {
        if (!leftForPayment.current) return;
        leftForPayment.current = false;
        attempt.current++;
        sent.current = false;
        setBusy(false);
        setWaitNote("");
        setVoucher("");
      }),
    [],
  );

  /**
   * The order placed: on to its payment page. The page is still here until the navigation commits; a later summary
   * starts empty.
   */
  const leaveForPayment = (url: string) => {
    leftForPayment.current = true;
    location.assign(url);
    forgetValues();
  };

  const settle = (mine: number, outcome: PaymentOutcome) => {
    if (mine !== attempt.current) return;
    if (outcome.kind === "next") return leaveForPayment(outcome.url);
    // Nothing was bought: let the buyer try again (the voucher is not confirmed twice).
    sent.current = false;
    setBusy(false);
    if (outcome.kind === "invalid") return showErrors(outcome.errors, outcome.others);
    const kind = failureKind(outcome);
    if (outcome.voucherConfirmed || kind === "voucher-refused") setVoucher("");
    setFailure({ kind, voucher, voucherConfirmed: outcome.voucherConfirmed });
  };
  const failureText = (shown: NonNullable<typeof failure>): string =>
    ({
      // A voucher confirmed before the post failed leaves the summary (it is not confirmed twice): said, so its
      // notice going does not read as the voucher lost.
      retry:
        t("Nie udało się przejść do płatności. Spróbuj ponownie za chwilę.") +
        (shown.voucherConfirmed ? ` ${t("Voucher %s jest już potwierdzony i zostanie uwzględniony w płatności.", shown.voucher)}` : ""),
      "voucher-refused": t("Voucher %s nie został przyjęty: kod jest nieważny albo już wykorzystany. Możesz przejść do płatności bez niego.", shown.voucher),
      "cart-changed": t("Koszyk zmienił się od otwarcia tego podsumowania (na przykład w innej karcie). Odśwież podsumowanie, sprawdź bilety i wyślij formularz ponownie."),
      refused: shown.message ?? "",
    })[shown.kind];

  // While the post hangs: re-send it (same order token, so never a second order) or ask whether it went through.
  const resend = async () => {
    const mine = ++attempt.current;
    setWaitNote(t("Wysyłamy zamówienie ponownie…"));
    settle(mine, await goToPayment(paymentOptions(), true));
  };
  const check = async () => {
    setWaitNote(t("Sprawdzamy, czy zamówienie zostało przyjęte…"));
    const outcome = await checkOrder(paymentOptions());
    if (outcome.kind === "next") {
      attempt.current++;
      return leaveForPayment(outcome.url);
    }
    setWaitNote(
      outcome.kind === "not-placed"
        ? t("Zamówienie nie zostało jeszcze przyjęte. Możesz bezpiecznie wysłać je ponownie.")
        : t("Nie udało się sprawdzić zamówienia. Spróbuj za chwilę."),
    );
  };

  /** Copy and cut of the typed confirmation are refused silently (the hint says why). */
  const blockClipboard = (event: ClipboardEvent) => {
    event.preventDefault();
    setPasteBlocked(true);
  };
  // Spec §3: the confirmation refuses paste, so that a typo is caught. WCAG 2.2's 3.3.7 (redundant entry) asks that
  // an address already given can be selected, not only retyped: a refused paste or drop says so and offers the
  // address from the first field (a dictation or switch user, a password manager). Typing stays the default path.
  const [offerCopy, setOfferCopy] = useState(false);
  const refuseInsert = (event: ClipboardEvent | DragEvent) => {
    blockClipboard(event as ClipboardEvent);
    setOfferCopy(true);
  };

  const describedBy = (field: SummaryField, ...extra: string[]) => [...extra, errors[field] ? `${id}-${field}-error` : ""].filter(Boolean).join(" ") || undefined;
  const error = (field: SummaryField) =>
    errors[field] ? (
      <p className="tb-summary__error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;
  const label = (field: SummaryField, text: string, isRequired: boolean) => (
    <label htmlFor={fieldId(field)} className="tb-summary__label">
      {text}
      {isRequired && (
        <span className="tb-summary__required" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </label>
  );
  const text = (field: "email" | "emailConfirm" | "pesel" | "documentNumber", isRequired: boolean, extra: Record<string, unknown> = {}, hintId?: string) => (
    <input
      id={fieldId(field)}
      data-field={field}
      name={nameOf(field)}
      className="tb-summary__input"
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      aria-required={isRequired}
      readOnly={stateOf(field).readOnly}
      disabled={stateOf(field).disabled}
      aria-invalid={errors[field] ? true : undefined}
      aria-describedby={describedBy(field, ...(hintId ? [hintId] : []))}
      {...extra}
      // After `extra`: the legacy control's own limit wins over the island's (PESEL's 11).
      {...(stateOf(field).maxLength === undefined ? {} : { maxLength: stateOf(field).maxLength })}
    />
  );
  const choice = (field: "nationality" | "documentType", isRequired: boolean, options: ReadonlyArray<{ value: string; label: string }>) => (
    <select
      id={fieldId(field)}
      data-field={field}
      name={nameOf(field)}
      className="tb-summary__input"
      // A read-only select (data-readonly, src/ui/fieldState.ts) is disabled for the buyer, yet posted (controls.ts).
      disabled={stateOf(field).disabled || stateOf(field).readOnly}
      {...(stateOf(field).readOnly ? { [READONLY_SELECT_ATTRIBUTE]: "" } : {})}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      aria-required={isRequired}
      aria-invalid={errors[field] ? true : undefined}
      aria-describedby={describedBy(field)}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );

  return (
    <form ref={form} {...formIdentity(props.formId)} className="tb-summary" method="post" action={props.action} noValidate onSubmit={submit}>
      <h2 className="tb-summary__title">{t("Dane kupującego")}</h2>
      <p className="tb-summary__note">{t("Pola oznaczone * są wymagane.")}</p>
      {props.retype.length > 0 && (
        <p className="tb-retype" role="status">
          {retypeMessage(props.retype)}
        </p>
      )}
      {voucher && (
        <p className="tb-summary__voucher">
          {t("Voucher %s czeka na potwierdzenie. Potwierdzimy go przy przejściu do płatności.", voucher)}
        </p>
      )}

      <div className="tb-summary__field">
        {label("email", t("Adres e-mail"), isRequired("email"))}
        {text("email", isRequired("email"), { type: "email", autoComplete: "email" })}
        {error("email")}
      </div>

      <div className="tb-summary__field">
        {label("emailConfirm", t("Powtórz adres e-mail"), isRequired("emailConfirm"))}
        {text(
          "emailConfirm",
          isRequired("emailConfirm"),
          { type: "email", autoComplete: "off", onPaste: refuseInsert, onCopy: blockClipboard, onCut: blockClipboard, onDrop: refuseInsert },
          `${id}-confirm-hint`,
        )}
        <p id={`${id}-confirm-hint`} className={`tb-summary__hint${pasteBlocked ? " tb-summary__hint--active" : ""}`}>
          {t("Wpisz adres ręcznie: kopiowanie i wklejanie jest tu wyłączone, aby literówka nie odcięła Cię od biletów.")}
        </p>
        {/* In the page from the start, empty, so that the refusal is announced when it comes. */}
        <div role="status" className="tb-summary__offer">
          {offerCopy && (
            <>
              {t("Wklejanie jest tu wyłączone.")}{" "}
              {values.email.trim() !== "" && (
                <button
                  type="button"
                  className="tb-button tb-button--secondary"
                  onClick={() => {
                    set("emailConfirm", values.email);
                    setOfferCopy(false);
                    document.getElementById(fieldId("emailConfirm"))?.focus();
                  }}
                >
                  {t("Wstaw adres podany wyżej")}
                </button>
              )}
            </>
          )}
        </div>
        {error("emailConfirm")}
      </div>

      <div className="tb-summary__field">
        {label("nationality", t("Obywatelstwo"), isRequired("nationality"))}
        {choice("nationality", isRequired("nationality"), props.nationalities)}
        {error("nationality")}
      </div>

      <div className="tb-summary__field">
        {label("pesel", t("PESEL"), isRequired("pesel", identity.pesel))}
        {text("pesel", isRequired("pesel", identity.pesel), { inputMode: "numeric", maxLength: 11, autoComplete: "off" })}
        {error("pesel")}
      </div>

      <div className="tb-summary__pair">
        <div className="tb-summary__field">
          {label("documentType", t("Rodzaj dokumentu"), isRequired("documentType", identity.documentType))}
          {choice("documentType", isRequired("documentType", identity.documentType), props.documentTypes)}
          {error("documentType")}
        </div>
        <div className="tb-summary__field">
          {label("documentNumber", t("Numer dokumentu"), isRequired("documentNumber", identity.documentNumber))}
          {text("documentNumber", isRequired("documentNumber", identity.documentNumber), { autoComplete: "off" })}
          {error("documentNumber")}
        </div>
      </div>

      <LegacyControls legacy={legacy}>
        <KeptErrors form={form} errors={keptErrors} errorId={keptErrorId}>
          {(name, message) =>
            message && (
              <p className="tb-summary__error" id={keptErrorId(name)}>
                {message}
              </p>
            )
          }
        </KeptErrors>
      </LegacyControls>

      <div className="tb-summary__field tb-summary__field--check">
        <input
          type="checkbox"
          id={fieldId("termsAccepted")}
          data-field="termsAccepted"
          name={nameOf("termsAccepted")}
          value={props.termsValue}
          checked={values.termsAccepted}
          onChange={(event) => set("termsAccepted", event.target.checked)}
          disabled={stateOf("termsAccepted").disabled}
          aria-required={isRequired("termsAccepted")}
          aria-invalid={errors.termsAccepted ? true : undefined}
          aria-describedby={describedBy("termsAccepted")}
        />
        <label htmlFor={fieldId("termsAccepted")}>
          {t("Akceptuję regulamin sprzedaży")}{" "}
          <span className="tb-summary__required" aria-hidden="true">
            *
          </span>
        </label>
        {props.termsUrl && (
          <>
            {" "}
            <a href={props.termsUrl} target="_blank" rel="noreferrer">
              {t("(przeczytaj regulamin)")}
            </a>
          </>
        )}
        {error("termsAccepted")}
      </div>

      <CartElsewhere className="tb-summary__news" />
      {/* `sent` keeps a second press from sending. */}
      <SubmitButton waiting={busy} caption={t("przejdź do płatności")} className="tb-button tb-summary__pay" />
      <div role="status" className="tb-summary__waiting">
        {busy && stalled && (
          <>
            <p>{t("Serwer odpowiada dłużej niż zwykle. Zamówienie mogło już zostać przyjęte: sprawdź je albo wyślij ponownie. Nie złożymy go drugi raz.")}</p>
            <p className="tb-summary__waiting-actions">
              <button type="button" className="tb-button tb-button--secondary" onClick={() => void check()}>
                {t("Sprawdź zamówienie")}
              </button>{" "}
              <button type="button" className="tb-button tb-button--secondary" onClick={() => void resend()}>
                {t("Wyślij ponownie")}
              </button>
            </p>
            {waitNote && <p>{waitNote}</p>}
          </>
        )}
      </div>
      <AlertDialog
        open={failure !== null}
        tone="error"
        message={failure ? failureText(failure) : ""}
        onClose={() => setFailure(null)}
        actions={failure?.kind === "cart-changed" ? [{ label: t("Odśwież podsumowanie"), onSelect: () => location.reload() }] : undefined}
      />
    </form>
  );
}
