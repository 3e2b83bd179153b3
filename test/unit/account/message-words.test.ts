import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/account/language';
import { say, type WordsByLanguage } from '#lambdas/account/words';
import { broadcastAlertEn } from '#lambdas/alerts/broadcast-alert-words/en';
import { broadcastAlertEs } from '#lambdas/alerts/broadcast-alert-words/es';
import { scheduleNoticeEn } from '#lambdas/schedules/notice-words/en';
import { scheduleNoticeEs } from '#lambdas/schedules/notice-words/es';

/** The catalogues of the messages the server sends to drivers, each language by language. */
const CATALOGUES: Record<string, WordsByLanguage<string>> = {
  'schedule publish notice': { en: scheduleNoticeEn, es: scheduleNoticeEs },
  'broadcast SMS and e-mail alert': { en: broadcastAlertEn, es: broadcastAlertEs },
};

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(CATALOGUES))('the server catalogue of the %s', (_name, catalogues) => {
  it('has the same keys in every language, none of them empty', () => {
    for (const language of LANGUAGES) {
      expect({ language, keys: Object.keys(catalogues[language]).sort() }).toEqual({ language, keys: Object.keys(catalogues.en).sort() });
      expect(Object.values(catalogues[language]).filter((text) => text.trim() === '')).toEqual([]);
    }
  });

  it('fills the same placeholders in every language, so no Spanish message drops the week, the sender or his text', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(catalogues.en)) {
        expect({ language, key, names: placeholders(catalogues[language][key] ?? '') }).toEqual({ language, key, names: placeholders(text) });
      }
    }
  });

  it('differs from English in Spanish, so a driver who chose Spanish is not sent the English text', () => {
    for (const [key, text] of Object.entries(catalogues.en)) expect({ key, es: catalogues.es[key] }).not.toEqual({ key, es: text });
  });
});

describe('a message in the reader’s language', () => {
  it('fills each placeholder with its value in the language asked for', () => {
    const notice = { en: scheduleNoticeEn, es: scheduleNoticeEs };
    expect(say(notice, 'es', 'published', { week: '03/02/2026' })).toBe('Su horario de la semana del 03/02/2026 está publicado. Abra Mi horario para verlo.');
    expect(say(notice, 'en', 'published', { week: '03/02/2026' })).toBe('Your schedule for the week of 03/02/2026 is published. Open My schedule to see it.');
  });

  it('keeps the typed text whole, "{{" and "$&" included, and leaves a placeholder without a value as written', () => {
    const alert = { en: broadcastAlertEn, es: broadcastAlertEs };
    expect(say(alert, 'es', 'text', { sender: 'Dana', text: 'Yard {{gate}} closed, fee $& 5' })).toBe(
      'Dana: Yard {{gate}} closed, fee $& 5\n\nAbra el chat de FAST DASHBOARD para confirmar que lo leyó.',
    );
    expect(say(alert, 'en', 'subject', { company: 'Red Mesa' })).toBe('Red Mesa broadcast in {{room}}');
  });
});
