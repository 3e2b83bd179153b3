import { useEffect, useRef, useState } from 'react';
import type { AnswerBody } from '#shared/forms/answers';
import { fillApi } from './fill-client.ts';
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
 */
export function useKeptAnswers(key: string, draft: DraftTarget | undefined, initial?: Partial<KeptAnswers>) {
  const [kept, setKept] = useState<KeptAnswers>(() => readKept(key) ?? { answers: [], startedAt: new Date().toISOString(), ...initial });
  const [savedOnServer, setSavedOnServer] = useState(false);
  const latest = useRef(kept);

  const update = (patch: Partial<KeptAnswers>) => {
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
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
      void (async () => {
        try {
          let { draftId, draftVersion } = latest.current;
          if (!draftId) {
            const started = await fillApi.startDraft({ formId: draft.formId, formVersion: draft.formVersion, ...(draft.VehicleID ? { VehicleID: draft.VehicleID } : {}), ...(draft.legOrg ? { legOrg: draft.legOrg } : {}), ...(draft.legDes ? { legDes: draft.legDes } : {}) });
            draftId = started.draftId;
            draftVersion = started.version;
          }
          const saved = await fillApi.saveDraft(draftId, latest.current.answers as AnswerBody[], draftVersion ?? 1);
          const next = { ...latest.current, draftId, draftVersion: saved.version };
          latest.current = next;
          writeKept(key, next);
          setSavedOnServer(true);
        } catch {
          // Offline, or saved meanwhile from another phone: the answers stay on this phone and go with the submit.
          setSavedOnServer(false);
        }
      })();
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
    // The draft target is fixed for the page's life; only new answers start a save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answers, key]);

  return { kept, update, savedOnServer, current: () => latest.current };
}
