/** The user asked for reduced motion (false where the page cannot tell, as in a test DOM without matchMedia). */
export const reducedMotion = (): boolean => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
