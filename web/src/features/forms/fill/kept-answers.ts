import type { AnswerBody } from '#shared/forms/answers';

/** What the phone keeps of a form being filled, so a lost connection or a reload loses nothing. */
export interface KeptAnswers {
  answers: AnswerBody[];
  startedAt: string;
  draftId?: string;
  draftVersion?: number;
  legOrg?: string;
  legDes?: string;
  /** The §396.13 review already signed: the last DVIR's id and the signature's key. */
  priorReview?: { submissionId: string; signatureKey: string };
}

const PREFIX = 'fd.fill';

export function keptKey(formId: string, formVersion: number, vehicleId: string): string {
  return `${PREFIX}.${formId}.${formVersion}.${vehicleId || '-'}`;
}

export function readKept(key: string): KeptAnswers | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as KeptAnswers;
    return Array.isArray(parsed.answers) && typeof parsed.startedAt === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function writeKept(key: string, kept: KeptAnswers): void {
  try {
    localStorage.setItem(key, JSON.stringify(kept));
  } catch {
    // A full or disabled storage: the server draft still holds the answers when online.
  }
}

export function dropKept(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to drop.
  }
}
