import { describe, expect, it } from 'vitest';
import { ROLE_LABELS } from '#shared/account/role-labels';
import { chatEn } from '#web/i18n/locales/en/chat.ts';

describe("chat's role names", () => {
  it('name every role the server labels, in the same English, so a Spanish reader never sees an English role in the member list', () => {
    expect(chatEn.roles).toEqual(Object.fromEntries(Object.entries(ROLE_LABELS)));
  });
});
