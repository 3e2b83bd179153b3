import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '#shared/account/language';
import { en } from '#web/i18n/locales/en.ts';
import { es } from '#web/i18n/locales/es.ts';

function leaves(catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the English and Spanish catalogues', () => {
  it('have the same keys, none of them empty', () => {
    const english = leaves(en);
    const spanish = new Map(leaves(es));
    expect([...spanish.keys()].sort()).toEqual(english.map(([key]) => key).sort());
    expect([...spanish].filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('fill the same placeholders in each language, so no Spanish text drops the date or the name', () => {
    const spanish = new Map(leaves(es));
    const differing = leaves(en).filter(([key, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(spanish.get(key) ?? '')));
    expect(differing).toEqual([]);
  });
});

describe('the language shown', () => {
  it("takes the driver's saved choice over his phone's language", () => {
    expect(chooseLanguage('es', ['en-US'])).toBe('es');
    expect(chooseLanguage('en', ['es-MX'])).toBe('en');
  });

  it("takes the phone's first language we have when nothing is saved, Spanish of any country included, else English", () => {
    expect(chooseLanguage(null, ['es-MX', 'en-US'])).toBe('es');
    expect(chooseLanguage(undefined, ['fr-CA', 'ES'])).toBe('es');
    expect(chooseLanguage(null, ['fr-FR', 'de'])).toBe('en');
    expect(chooseLanguage('fr', [])).toBe('en');
  });
});
