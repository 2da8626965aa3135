/** The English table: every `src/i18n/en/<area>.ts` maps Polish source texts to English. */
const modules = import.meta.glob<{ default: Record<string, string> }>("./en/*.ts", { eager: true });

export const english: ReadonlyMap<string, string> = new Map(Object.values(modules).flatMap((module) => Object.entries(module.default)));
