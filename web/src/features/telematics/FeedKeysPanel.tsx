import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreatedFeedKey, FeedKeyView } from '#shared/telematics/api';
import { feedKeyStatus } from '#shared/company/feed-key-rotation';
import { createFeedKey, listFeedKeys, revokeFeedKey, rotateFeedKey } from '#web/api/telematics.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { SaveModal } from '#web/components/SaveModal.tsx';
import { usDateTime } from '#web/components/format.ts';
import { telematicsKeys } from './query-keys.ts';
import { telematicsText } from './strings.ts';

const t = telematicsText.feedKeys;

/** The owner's feed keys: create one (its key shown once, with copy), see when each was used, rotate (24 hours' grace), revoke. */
export function FeedKeysPanel() {
  const queries = useQueryClient();
  const keys = useQuery({ queryKey: telematicsKeys.feedKeys, queryFn: listFeedKeys });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedFeedKey | null>(null);
  const [revoking, setRevoking] = useState<FeedKeyView | null>(null);
  const [rotating, setRotating] = useState<FeedKeyView | null>(null);
  const [rotated, setRotated] = useState<CreatedFeedKey | null>(null);
  const refresh = () => queries.invalidateQueries({ queryKey: telematicsKeys.feedKeys });
  const revoke = useMutation({ mutationFn: (keyId: string) => revokeFeedKey(keyId), onSuccess: refresh });
  const rotate = useMutation({ mutationFn: (keyId: string) => rotateFeedKey(keyId), onSuccess: (answer) => { setRotated(answer.created); void refresh(); } });

  const columns: DataColumn<FeedKeyView>[] = [
    { id: 'label', header: t.columns.label, cell: (k) => k.label || t.unnamed, sortKey: (k) => k.label },
    { id: 'keyId', header: t.columns.keyId, cell: (k) => k.keyId },
    { id: 'created', header: t.columns.created, cell: (k) => usDateTime(k.createdAt), sortKey: (k) => k.createdAt },
    { id: 'createdBy', header: t.columns.createdBy, cell: (k) => k.createdBy || '—' },
    { id: 'lastUsed', header: t.columns.lastUsed, cell: (k) => (k.lastUsedAt ? usDateTime(k.lastUsedAt) : t.never), sortKey: (k) => k.lastUsedAt ?? '' },
    {
      id: 'status', header: t.columns.status,
      cell: (k) => {
        const status = feedKeyStatus(k.revokedAt);
        if (status === 'revoked') return <StatusIndicator type="stopped">{t.revoked(usDateTime(k.revokedAt))}</StatusIndicator>;
        if (status === 'retiring') return <StatusIndicator type="pending">{t.retiring(usDateTime(k.revokedAt))}</StatusIndicator>;
        return <StatusIndicator type="success">{t.active}</StatusIndicator>;
      },
    },
    {
      id: 'actions', header: '',
      cell: (k) => {
        const status = feedKeyStatus(k.revokedAt);
        if (status === 'revoked') return null;
        const name = k.label || k.keyId;
        return (
          <SpaceBetween direction="horizontal" size="xs">
            {status === 'active' && <Button variant="inline-link" onClick={() => setRotating(k)} ariaLabel={`${t.rotate} ${name}`}>{t.rotate}</Button>}
            <Button variant="inline-link" onClick={() => setRevoking(k)} ariaLabel={`${t.revoke} ${name}`}>{t.revoke}</Button>
          </SpaceBetween>
        );
      },
    },
  ];

  return (
    <>
      <Loaded query={keys} feature={t.feature}>
        {(items) => (
          <DataTable
            items={items}
            columns={columns}
            trackBy="keyId"
            empty={t.empty}
            defaultSort={{ column: 'created', descending: true }}
            header={<Header variant="h2" counter={`(${items.length})`} description={t.description} actions={<Button onClick={() => setCreating(true)}>{t.create}</Button>}>{t.header}</Header>}
            ariaLabel={t.header}
          />
        )}
      </Loaded>
      {creating && <CreateKeyModal onClose={() => setCreating(false)} onCreated={(k) => { setCreating(false); setCreated(k); void refresh(); }} />}
      {created && <CreatedKeyModal created={created} onClose={() => setCreated(null)} />}
      {rotated && <CreatedKeyModal created={rotated} message={t.rotated} onClose={() => setRotated(null)} />}
      {rotating && (
        <ConfirmDialog header={t.rotateHeader} action={t.rotate} onConfirm={async () => { await rotate.mutateAsync(rotating.keyId); }} onClose={() => setRotating(null)}>
          {t.rotateBody(rotating.label || rotating.keyId)}
        </ConfirmDialog>
      )}
      {revoking && (
        <ConfirmDialog header={t.revokeHeader} action={t.revoke} onConfirm={async () => { await revoke.mutateAsync(revoking.keyId); }} onClose={() => setRevoking(null)}>
          {t.revokeBody(revoking.label || revoking.keyId)}
        </ConfirmDialog>
      )}
    </>
  );
}

function CreateKeyModal({ onClose, onCreated }: { onClose: () => void; onCreated: (k: CreatedFeedKey) => void }) {
  const [label, setLabel] = useState('');
  const create = useMutation({ mutationFn: () => createFeedKey(label.trim()), onSuccess: onCreated });
  return (
    <SaveModal header={t.createHeader} size="medium" busy={create.isPending} failure={create.isError ? { message: errorMessage(create.error), conflict: false } : null} onSave={() => create.mutate()} onClose={onClose}>
      <FormField label={t.label} description={t.labelHint}>
        <Input value={label} onChange={({ detail }) => setLabel(detail.value.slice(0, 60))} ariaLabel={t.label} />
      </FormField>
    </SaveModal>
  );
}

function CreatedKeyModal({ created, message = t.created, onClose }: { created: CreatedFeedKey; message?: string; onClose: () => void }) {
  return (
    <Modal visible onDismiss={onClose} header={t.createHeader} footer={<Box float="right"><Button variant="primary" onClick={onClose}>{t.done}</Button></Box>}>
      <SpaceBetween size="m">
        <Alert type="warning">{message}</Alert>
        <Box variant="code" data-testid="created-feed-key">{created.key}</Box>
        <CopyToClipboard variant="button" textToCopy={created.key} copyButtonText={t.copy} copySuccessText={t.copied} copyErrorText={t.copyFailed} />
      </SpaceBetween>
    </Modal>
  );
}
