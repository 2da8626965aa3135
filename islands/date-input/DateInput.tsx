import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { IslandProps } from "../../src/runtime/island.ts";
import { DateField, type DateFieldApi, type SelectDetail, type ViewDetail } from "../../src/ui/dateField/DateField.tsx";
import { dateSettingsSchema } from "../../src/ui/dateField/schema.ts";
import type { DateInputProps } from "./schema.ts";
import { takeover } from "./takeover.ts";

/** Legacy callbacks a script may hand to `update()`, as it did to the jQuery plugin. */
interface Callbacks {
  onSelect?(detail: SelectDetail): void;
  onClear?(): void;
  onChange?(detail: ViewDetail): void;
}

/**
 * The date-input island: a DateField whose callbacks become `trybuna:date-input:select|clear|change`
 * events on the host, and whose handle legacy scripts get from `Trybuna.get(host)`:
 * `{ open, close, clear, setDate, getDate, update }`.
 */
export function DateInput({ props, legacy, emit, expose }: IslandProps<DateInputProps>): ReactNode {
  // What the user did in the legacy input before the island woke: text typed, focus and caret.
  const [taken] = useState(() => takeover(legacy));
  const input = useMemo(() => (taken.value === undefined ? props.input : { ...props.input, value: taken.value }), [props.input, taken]);
  /** Settings a legacy script changed with update(); kept only while the schema accepts them. */
  const [overrides, setOverrides] = useState<Record<string, unknown>>({});
  const base = useMemo(() => {
    const { input: _input, ...settings } = props;
    return settings;
  }, [props]);
  const settings = useMemo(() => {
    if (Object.keys(overrides).length === 0) return base;
    const result = dateSettingsSchema.safeParse({ ...base, ...overrides });
    // New props from the server may conflict with earlier overrides: the server's props win.
    return result.success ? result.data : base;
  }, [base, overrides]);
  const latest = useRef({ base, overrides });
  useLayoutEffect(() => {
    latest.current = { base, overrides };
  }, [base, overrides]);
  const callbacks = useRef<Callbacks>({});
  const api = useRef<DateFieldApi>(null);

  useLayoutEffect(() => {
    if (taken.selection) api.current?.focus(taken.selection);
  }, [taken]);

  useEffect(() => {
    expose({
      open: () => api.current?.open(),
      close: () => api.current?.close(),
      clear: () => api.current?.clear(),
      setDate: (value: Date | string | null) => api.current?.setDate(value) ?? false,
      getDate: () => api.current?.getDate() ?? null,
      /**
       * Legacy `update(options)`: callbacks are kept, the other keys override the settings if the
       * schema accepts the result (false, and a console warning, otherwise).
       */
      update(values: Record<string, unknown>): boolean {
        const next: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(values)) {
          if (key === "onSelect" || key === "onClear" || key === "onChange") {
            callbacks.current[key] = typeof value === "function" ? (value as never) : undefined;
          } else next[key] = value;
        }
        if (Object.keys(next).length === 0) return true;
        const candidate = { ...latest.current.overrides, ...next };
        const result = dateSettingsSchema.safeParse({ ...latest.current.base, ...candidate });
        if (!result.success) {
          console.warn("[trybuna] date-input: update() refused", result.error.issues);
          return false;
        }
        latest.current = { ...latest.current, overrides: candidate };
        setOverrides(candidate);
        return true;
      },
    });
    return () => expose(null);
  }, [expose]);

  return (
    <DateField
      settings={settings}
      input={input}
      apiRef={api}
      onSelect={(detail) => {
        emit("select", detail);
        callbacks.current.onSelect?.(detail);
      }}
      onClear={() => {
        emit("clear");
        callbacks.current.onClear?.();
      }}
      onChange={(detail) => {
        emit("change", detail);
        callbacks.current.onChange?.(detail);
      }}
    />
  );
}
