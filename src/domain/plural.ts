/**
 * Polish plural categories through Intl.PluralRules (CLDR), so grammar holds for any count:
 * 1 → 'one', 2–4 / 22–24 / 102–104 → 'few', 5–21 / 25–31 / 112–114 → 'many'.
 */
const rules = new Intl.PluralRules("pl");

export type PolishPluralForms = { one: string; few: string; many: string };

/** Picks the noun form for a whole count: 1 miejsce, 2 miejsca, 5 miejsc, 22 miejsca. */
export function polishPlural(count: number, forms: PolishPluralForms): string {
  const category = rules.select(count);
  if (category === "one") return forms.one;
  if (category === "few") return forms.few;
  // 'many' for integers; 'other' only for fractions, which read like 'many' in practice.
  return forms.many;
}
