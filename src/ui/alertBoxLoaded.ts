/**
 * Lets the entry's `Trybuna.alert` (globalKit.ts) know that the alert box module has been evaluated —
 * an island that shows alerts imported it — so that a legacy script's first alert opens in the click's
 * own task instead of waiting for an `import()` to resolve (a task later: the box missed a frame).
 * In the runtime-shared chunk (vite.config.ts), with the entry's other small shared modules.
 */
export const alertBoxLoaded: { listener?: () => void } = {};
