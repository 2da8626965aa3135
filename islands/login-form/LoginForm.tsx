import { useLayoutEffect, useState, type FormEvent, type ReactNode } from "react";
import { request } from "../../src/dejax/client.ts";
import { formIdentity, typedPasswords } from "../../src/deform/legacyForm.ts";
import { KeptControlRules } from "../../src/deform/KeptControlRules.tsx";
import { LegacyControls } from "../../src/deform/LegacyControls.tsx";
import { withKeptRules } from "../../src/deform/legacyRules.ts";
import { ErrorBox, FieldError, Replaceable, useFormEngine } from "../../src/deform/react.tsx";
import { SubmitButton } from "../../src/ui/SubmitButton.tsx";
import type { FieldSpec } from "../../src/deform/schema.ts";
import { requestErrorMessage } from "../../src/i18n/errors.ts";
import { t } from "../../src/i18n/t.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { AlertDialog } from "../../src/ui/AlertDialog.tsx";
import { StalledNotice } from "../../src/ui/StalledNotice.tsx";
import { anonymousLoginData } from "./markup.ts";
import type { LoginFormProps } from "./schema.ts";

type Field = "login" | "password";

/**
 * The login's rules, under the legacy names the form posts ("client[login]"): a disabled control is neither judged
 * nor posted, as without the script.
 */
function loginFields({ names, controls }: LoginFormProps): FieldSpec[] {
  const fields: FieldSpec[] = [
    { name: names.login, rules: [{ kind: "required" }, { kind: "email" }] },
    { name: names.password, rules: [{ kind: "required" }] },
  ];
  return fields.filter((_, index) => !controls[index ? "password" : "login"].disabled);
}

/**
 * Login: a valid answer reloads the page (now logged in); 'Nie znaleziono klienta' shows
 * beside the e-mail. "kup bez rejestracji" posts the anonymous login and, once it answers,
 * counts as a valid form: the page reloads into the purchase as an anonymous buyer.
 */
export function LoginForm({ props, legacy }: IslandProps<LoginFormProps>): ReactNode {
  const handle = useFormEngine({ fields: (form) => withKeptRules(loginFields(props), form), url: props.action });
  const [login, setLogin] = useState(props.login);
  const [password, setPassword] = useState("");
  // A password typed or autofilled before the script ran is carried over, in memory only (legacyForm.ts).
  useLayoutEffect(() => {
    const typed = typedPasswords(legacy, [props.names.password])[props.names.password];
    if (typed) setPassword(typed);
  }, [legacy, props.names.password]);
  const [anonymousWaiting, setAnonymousWaiting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await handle.engine.submit();
    if (result.kind === "valid") location.reload();
    if (result.kind === "failed") setFailure(requestErrorMessage(result.error));
  };

  const buyAnonymously = async () => {
    if (!props.anonymousUrl || anonymousWaiting) return;
    setAnonymousWaiting(true);
    // Spec §7: the answer is not shown; any answer the server completed (JSON, empty or a page) counts as a
    // valid login form and the page reloads. Read as text, so no answer's shape can stop the reload.
    const result = await request({ url: props.anonymousUrl, data: anonymousLoginData(legacy), as: "html", eval: false });
    if (result.ok) {
      location.reload();
      return;
    }
    setAnonymousWaiting(false);
    setFailure(requestErrorMessage(result.error));
  };

  // Each field renders its legacy control's name, id and state (read-only, disabled, maxlength) as the form had them.
  const input = (field: Field, label: string, value: string, set: (v: string) => void) => {
    const name = props.names[field];
    const id = props.ids[field] ?? `${handle.idPrefix}${field}`;
    const { readOnly, disabled, maxLength } = props.controls[field];
    return (
      <div className={`tb-login-form-field${handle.state.errors[name] ? " is-invalid" : ""}`}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          type={field === "login" ? "email" : "password"}
          autoComplete={field === "login" ? "username" : "current-password"}
          aria-required={disabled ? undefined : "true"}
          readOnly={readOnly}
          disabled={disabled}
          maxLength={maxLength}
          value={value}
          onChange={(e) => set(e.target.value)}
          {...handle.fieldProps(name)}
        />
        <FieldError id={handle.errorId(name)} message={handle.state.errors[name]} />
      </div>
    );
  };

  return (
    <Replaceable handle={handle} className="tb-login-form">
      <div className="tb-login-form">
        <form ref={handle.formRef} {...formIdentity(props.formId, "login")} action={props.action} method="post" noValidate onSubmit={(e) => void onSubmit(e)}>
          {input("login", t("E-mail"), login, setLogin)}
          {input("password", t("Hasło"), password, setPassword)}
          <LegacyControls legacy={legacy}>
            <KeptControlRules handle={handle} />
          </LegacyControls>
          <ErrorBox text={handle.state.errorBox} />
          <SubmitButton waiting={handle.state.waiting} caption={t("Zaloguj się")} className="tb-button" />
        </form>
        <p className="tb-login-form-alternatives">
          {props.registerUrl && (
            <>
              {t("Nie masz konta?")} <a href={props.registerUrl}>{t("Zarejestruj się")}</a>
            </>
          )}
          {props.registerUrl && props.anonymousUrl && ` ${t("albo")} `}
          {props.anonymousUrl && (
            <button type="button" className="tb-login-form-anonymous" aria-busy={anonymousWaiting || undefined} onClick={() => void buyAnonymously()}>
              {t("kup bez rejestracji")}
            </button>
          )}
        </p>
        <StalledNotice
          active={handle.state.waiting || anonymousWaiting}
          doing={anonymousWaiting ? t("Przechodzenie do zakupu bez rejestracji") : t("Logowanie")}
          advice={t("Czekamy na odpowiedź serwera. Możesz poczekać albo odświeżyć stronę i spróbować ponownie.")}
          className="tb-login-form-stalled"
        />
        <AlertDialog open={failure !== null} tone="error" message={failure ?? ""} onClose={() => setFailure(null)} />
      </div>
    </Replaceable>
  );
}
