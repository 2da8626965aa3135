/**
 * Polish plural categories, CLDR's rule for whole numbers: 1 → 'one', 2–4 / 22–24 / 102–104 → 'few',
 * 0 / 5–21 / 25–31 / 112–114 → 'many'. Written out rather than through Intl.PluralRules: the rule is
 * three lines (a test compares it with Intl's), and building the first Intl object loads ICU data while
 * the page's islands mount (issue 14, time to interactive).
 */
export type PolishPluralForms = { one: string; few: string; many: string };

/** Picks the noun form for a whole count: 1 miejsce, 2 miejsca, 5 miejsc, 22 miejsca. */
export function polishPlural(count: number, forms: PolishPluralForms): string {
  const n = Math.abs(count);
  // Fractions are CLDR's 'other', which reads like 'many' in practice.
  if (!Number.isInteger(n)) return forms.many;
  if (n === 1) return forms.one;
  const last = n % 10;
  const lastTwo = n % 100;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? forms.few : forms.many;
}
