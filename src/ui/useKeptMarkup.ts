import { type DependencyList, type RefObject, useLayoutEffect } from "react";

/**
 * Keeps the shop's own markup of a host alive inside an island: its nodes (not copies, so what the shop's scripts
 * bound to them and what the user chose in them stay) move from `legacy` into `slot`, an element React renders empty
 * and never touches, before the first paint; at unmount they go back, so the registry can put them into the host.
 *
 * `adopt` runs on the filled slot (reading it, marking links…) and may return its own undo, run before the hand-back.
 * It may also return `false`: the island keeps none of the markup (e.g. the session clock without a shop's clock in
 * it), which then stays out of the page as before. Whether to keep it can only be judged here: the registry moves the
 * host's nodes into `legacy` in the commit, after the island's first render.
 */
export function useKeptMarkup(
  legacy: DocumentFragment,
  slot: RefObject<HTMLElement | null>,
  adopt?: (box: HTMLElement) => (() => void) | false | void,
  deps: DependencyList = [],
): void {
  useLayoutEffect(() => {
    const box = slot.current;
    if (!box) return;
    box.append(...legacy.childNodes);
    const undo = adopt?.(box);
    if (undo === false) {
      legacy.append(...box.childNodes);
      return;
    }
    return () => {
      undo?.();
      legacy.append(...box.childNodes);
    };
    // `adopt` is a new function every render: what it reads is in `deps`.
  }, [legacy, slot, ...deps]);
}
