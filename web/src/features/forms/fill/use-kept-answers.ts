import { useEffect, useRef, useState } from 'react';
import type { AnswerBody } from '#shared/forms/answers';
import { newClientId, saveDraft, startDraft } from './fill-client.ts';
import { readKept, writeKept, type KeptAnswers } from './kept-answers.ts';

const SAVE_AFTER_MS = 1500;

export interface DraftTarget {
  formId: string;
  formVersion: number;
  VehicleID: string;
  legOrg?: string;
  legDes?: string;
}

/**
 * The answers of a form being filled, kept on the phone at every change (keyed by form, version and
 * tractor) and, when `draft` is given and the phone is online, saved to the server's form in progress a
 * moment after the last change. `savedOnServer` says whether the server has the latest answers.
 *
 * The form's draftId is made here, on the phone, before anything is sent: the start, the saves and the
 * submit all carry it, so the server knows a retried or late call for what it is. `finish()` after the
 * submit ends every save, the one waiting and one already on its way: nothing brings a submitted form back
 * as in progress, on the phone or on the server.
 */
export function useKeptAnswers(key: string, draft: DraftTarget | undefined, initial?: Partial<KeptAnswers>) {
  const [kept, setKept] = useState<KeptAnswers>(() => {
    const found = readKept(key) ?? { answers: [], startedAt: new Date().toISOString(), ...initial };
    return found.draftId ? found : { ...found, draftId: newClientId() };
  });
  const [savedOnServer, setSavedOnServer] = useState(false);
  const latest = useRef(kept);
  const finished = useRef(false);

  const update = (patch: Partial<KeptAnswers>) => {
    if (finished.current) return;
    const next = { ...latest.current, ...patch };
    latest.current = next;
    writeKept(key, next);
    setKept(next);
    if (patch.answers) setSavedOnServer(false);
  };

  const answers = kept.answers;
  useEffect(() => {
    if (!draft || answers.length === 0) return;
    const timer = setTimeout(() => {
      if (finished.current || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
      void (async () => {
        try {
          const draftId = latest.current.draftId ?? newClientId();
          let draftVersion = latest.current.draftVersion;
          if (draftVersion === undefined) {
            const started = await startDraft({ draftId, formId: draft.formId, formVersion: draft.formVersion, ...(draft.VehicleID ? { VehicleID: draft.VehicleID } : {}), ...(draft.legOrg ? { legOrg: draft.legOrg } : {}), ...(draft.legDes ? { legDes: draft.legDes } : {}) });
            draftVersion = started.version;
          }
          if (finished.current) return;
          const saved = await saveDraft(draftId, latest.current.answers as AnswerBody[], draftVersion);
          if (finished.current) return;
          const next = { ...latest.current, draftId, draftVersion: saved.version };
          latest.current = next;
          writeKept(key, next);
          setSavedOnServer(true);
        } catch {
          // Offline, submitted meanwhile, or saved from another phone: the answers stay on this phone and go with the submit.
          if (!finished.current) setSavedOnServer(false);
        }
      })();
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
    // The draft target is fixed for the page's life; only new answers start a save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answers, key]);

  return {
    kept, update, savedOnServer, current: () => latest.current,
    finish: () => {
      finished.current = true;
    },
  };
}
