import type { OwnerKind } from '#shared/documents/doc-kinds';

/** The cache keys of the document reads; a change to any document invalidates them all. */
export const documentKeys = {
  all: ['documents'] as const,
  manager: ['documents', 'manager'] as const,
  owner: (kind: OwnerKind, id: string) => ['documents', 'owner', kind, id] as const,
  mine: ['documents', 'mine'] as const,
  link: (documentId: string) => ['documents', 'link', documentId] as const,
};
