import { useId, useState, type ReactNode } from "react";
import type { IslandProps } from "../../src/runtime/island.ts";
import type { QaProbeProps } from "./schema.ts";

/**
 * The smallest real island, for QA pages and benchmarks: shows its props, counts clicks (state
 * survives props updates), and throws on demand to exercise the error boundary.
 */
export function QaProbe({ props, emit }: IslandProps<QaProbeProps>): ReactNode {
  const id = useId();
  const [clicks, setClicks] = useState(0);
  if (props.crash) throw new Error(`qa-probe "${props.label}" crashed on purpose`);
  return (
    <button
      type="button"
      id={id}
      className="tb-qa-probe"
      data-clicks={clicks}
      onClick={() => {
        setClicks(clicks + 1);
        emit("click", { clicks: clicks + 1 });
      }}
    >
      {props.label} <span aria-hidden="true">({clicks})</span>
    </button>
  );
}
