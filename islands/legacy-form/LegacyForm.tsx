import { useRef, type ReactNode } from "react";
import { attachPlainForm, setRadioGroupValue } from "../../src/deform/plainForm.ts";
import type { IslandProps } from "../../src/runtime/island.ts";
import { useKeptMarkup } from "../../src/ui/useKeptMarkup.ts";
import type { LegacyFormProps } from "./schema.ts";

/**
 * Takes over a plain legacy form without re-rendering it: the shop's markup (with whatever the
 * user typed before the script ran) moves into a slot React never touches, and the form engine
 * is attached to it. Islands inside the form (date inputs, select lists…) mount on their own:
 * the slot is marked `data-island-content`. Unmounting hands the very same nodes back.
 */
export function LegacyForm({ props, legacy, expose }: IslandProps<LegacyFormProps>): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const { ajax, errorPosition, scrollOffset } = props;
  useKeptMarkup(
    legacy,
    slot,
    (box) => {
      // A host without a form is refused before it mounts (markup.ts).
      const form = box.querySelector("form")!;
      const detach = attachPlainForm(form, { ajax, errorPosition, scrollOffset });
      // Legacy scripts: Trybuna.get(host).setRadio("hall", "B") — the radio widget's setValue.
      expose({ setRadio: (name: string, value: string, check?: boolean) => setRadioGroupValue(form, name, value, check) });
      return () => {
        expose(null);
        detach();
      };
    },
    [ajax, errorPosition, scrollOffset, expose],
  );
  return <div ref={slot} className="tb-legacy-form" data-island-content="" />;
}
