import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { ROLE_LABELS } from '#shared/account/role-labels';
import { bookmarkBody, mayWriteBookmark, type BookmarkBody } from '#shared/bookmarks/bookmark-api';
import { bookmarkApi, bookmarkKeys, listBookmarks, type Bookmark } from '#web/api/bookmarks.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { TextField } from '#web/components/Fields.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { checkFields, saveFailureOf, type SaveFailure } from '#web/features/payroll/common/field-errors.ts';
import { bookmarkManagerText as t } from './strings.ts';

const LEVELS = Array.from({ length: 11 }, (_, i) => i + 1);

function BookmarkEditor({ role, bookmark, onClose, onSaved }: { role: number; bookmark: Bookmark | null; onClose: () => void; onSaved: () => void }) {
  const [draft, setDraft] = useState({ title: bookmark?.title ?? '', url: bookmark?.url ?? 'https://', securityLevel: bookmark?.securityLevel ?? 11 });
  const [invalid, setInvalid] = useState<SaveFailure | null>(null);
  const mutation = useMutation({ mutationFn: (body: BookmarkBody) => (bookmark ? bookmarkApi.update(bookmark.id, body) : bookmarkApi.create(body)), onSuccess: onSaved });
  const failure = invalid ?? (mutation.isError ? saveFailureOf(mutation.error) : null);
  const errors = failure?.fields ?? {};
  const options = LEVELS.filter((n) => mayWriteBookmark(role, n)).map((n) => ({ value: String(n), label: t.level(n, ROLE_LABELS[n]) }));
  const save = () => {
    const checked = checkFields(bookmarkBody, draft);
    if (!checked.ok) return setInvalid({ fields: checked.fields, message: null, conflict: false });
    setInvalid(null);
    mutation.mutate(checked.data);
  };
  return (
    <SaveModal header={bookmark ? t.editHeader(bookmark.title) : t.add} busy={mutation.isPending} failure={failure} onSave={save} onClose={onClose} size="medium">
      <TextField label={t.name} value={draft.title} onChange={(title) => setDraft({ ...draft, title })} error={errors.title} />
      <TextField label={t.url} value={draft.url} onChange={(url) => setDraft({ ...draft, url })} error={errors.url} constraint={t.urlHint} />
      <FormField label={t.securityLevel} description={t.securityHint} errorText={errors.securityLevel}>
        <Select selectedOption={options.find((o) => o.value === String(draft.securityLevel)) ?? null} options={options} onChange={({ detail }) => setDraft({ ...draft, securityLevel: Number(detail.selectedOption.value) })} />
      </FormField>
    </SaveModal>
  );
}

/** Create, edit, delete and move bookmarks one place at a time (role 3 and up; spec: order updates are per item). */
export function BookmarkManager() {
  const { user } = useSignedIn();
  const role = user.role ?? 99;
  const queries = useQueryClient();
  const load = useQuery({ queryKey: bookmarkKeys.all, queryFn: listBookmarks });
  const [editing, setEditing] = useState<Bookmark | 'new' | null>(null);
  const [removing, setRemoving] = useState<Bookmark | null>(null);
  const changed = () => queries.invalidateQueries({ queryKey: bookmarkKeys.all });
  const move = useMutation({ mutationFn: ({ id, order }: { id: string; order: number }) => bookmarkApi.move(id, order), onSettled: changed });
  const remove = useMutation({ mutationFn: bookmarkApi.remove, onSuccess: changed });

  return (
    <SpaceBetween size="m">
      {move.isError && <Alert type="error">{move.error.message}</Alert>}
      <Loaded query={load} feature={t.list}>
        {(bookmarks) => (
          <Table
            variant="container"
            items={bookmarks}
            trackBy="id"
            wrapLines
            ariaLabels={{ tableLabel: t.list }}
            header={<Header counter={`(${bookmarks.length})`} description={t.description} actions={<Button variant="primary" onClick={() => setEditing('new')}>{t.add}</Button>}>{t.title}</Header>}
            empty={<Box textAlign="center">{t.empty}</Box>}
            columnDefinitions={[
              { id: 'title', header: t.name, cell: (b) => <Link href={b.url} external target="_blank">{b.title}</Link> },
              { id: 'url', header: t.url, cell: (b) => b.url },
              { id: 'level', header: t.securityLevel, cell: (b) => t.level(b.securityLevel, ROLE_LABELS[b.securityLevel]) },
              {
                id: 'actions',
                header: t.actions,
                cell: (b) => {
                  const i = bookmarks.indexOf(b);
                  const above = bookmarks[i - 1];
                  const below = bookmarks[i + 1];
                  return (
                    <SpaceBetween direction="horizontal" size="xxs">
                      <Button variant="icon" iconName="arrow-up" ariaLabel={`${t.moveUp}: ${b.title}`} disabled={!above || move.isPending} onClick={() => above && move.mutate({ id: b.id, order: above.order })} />
                      <Button variant="icon" iconName="arrow-down" ariaLabel={`${t.moveDown}: ${b.title}`} disabled={!below || move.isPending} onClick={() => below && move.mutate({ id: b.id, order: below.order })} />
                      <Button variant="inline-link" onClick={() => setEditing(b)}>{t.edit}</Button>
                      <Button variant="inline-link" onClick={() => setRemoving(b)}>{t.remove}</Button>
                    </SpaceBetween>
                  );
                },
              },
            ]}
          />
        )}
      </Loaded>
      {editing && (
        <BookmarkEditor role={role} bookmark={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void changed(); }} />
      )}
      {removing && (
        <ConfirmDialog header={t.remove} action={t.remove} onClose={() => setRemoving(null)} onConfirm={async () => { await remove.mutateAsync(removing.id); }}>
          {t.removeConfirm(removing.title)}
        </ConfirmDialog>
      )}
    </SpaceBetween>
  );
}
