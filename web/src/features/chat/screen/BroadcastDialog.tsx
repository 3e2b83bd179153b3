import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SessionUser } from '#shared/access/session';
import { DEFAULT_BROADCAST_TIME, INVALID_MESSAGE_TIME, isScheduledSent, scheduledInstant } from '#shared/chat/scheduled';
import { todayIn } from '#shared/dates/time-zone';
import { useCompanyZone } from '#web/auth/company-zone.ts';
import type { ChatRoom, ScheduledMessage } from '#shared/chat/types';
import { chatApi, type BroadcastInput, type RoomMember } from '#web/features/chat/chat-api.ts';
import { chatSocket } from '#web/features/chat/live/chat-socket.ts';
import { useTranslation } from 'react-i18next';
import { chatMediaType, uploadFile } from '#web/features/chat/upload.ts';
import { AcknowledgementList, BroadcastList } from './BroadcastList.tsx';
import { BroadcastForm, type BroadcastDraft } from './BroadcastForm.tsx';
import { useSnackbar } from './snackbar.tsx';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';

/** A new broadcast: the company's today at the default time. */
function emptyDraft(room: ChatRoom, timeZone: string): BroadcastDraft {
  return { text: '', scheduledDay: todayIn(timeZone), scheduledTime: DEFAULT_BROADCAST_TIME, highAlert: room.highAlert, media: null };
}

function draftOf(s: ScheduledMessage): BroadcastDraft {
  return {
    text: s.text,
    scheduledDay: s.scheduledDay,
    scheduledTime: s.scheduledTime,
    highAlert: s.highAlert,
    media: s.attachmentStoragePath && s.mediaType ? { path: s.attachmentStoragePath, kind: s.mediaType, name: s.attachmentStoragePath.split('/').pop() ?? '' } : null,
  };
}

/**
 * "New Broadcast" / "Edit Broadcast" with "Your Scheduled Broadcasts" under it (§2.4). Sent ones open
 * read-only with the list of who acknowledged; unsent ones can be changed or deleted.
 */
export function BroadcastDialog({ room, me, members, onClose }: { room: ChatRoom; me: SessionUser; members: RoomMember[]; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useSnackbar();
  const zone = useCompanyZone();
  const [list, setList] = useState<ScheduledMessage[]>([]);
  const [selected, setSelected] = useState<ScheduledMessage | null>(null);
  const [draft, setDraft] = useState<BroadcastDraft>(() => emptyDraft(room, zone));
  const [textError, setTextError] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const memberById = useMemo(() => new Map(members.map((m) => [m.uid, m])), [members]);
  const sent = selected ? isScheduledSent(selected) : false;

  const reload = useCallback(() => chatApi.scheduled(room.id).then((r) => setList(r.scheduled), () => undefined), [room.id]);
  useEffect(() => {
    void reload();
    return chatSocket.listen((event) => {
      if (event.type !== 'scheduled' || event.roomId !== room.id) return;
      setList((all) => all.map((s) => (s.id === event.scheduled.id ? event.scheduled : s)));
      setSelected((s) => (s?.id === event.scheduled.id ? event.scheduled : s));
    });
  }, [reload, room.id]);

  const select = (s: ScheduledMessage | null) => {
    setSelected(s);
    setDraft(s ? draftOf(s) : emptyDraft(room, zone));
    setTextError('');
  };

  const attach = async (file: File) => {
    const kind = chatMediaType(file);
    if (!kind) return notify('error', t('chat.mediaOnly'));
    setBusy(true);
    notify('warning', t('chat.uploading'));
    try {
      const upload = await uploadFile(file, `chatAttachments/${room.id}`, 'chatAttachment');
      setDraft((d) => ({ ...d, media: { path: upload.uploadRefPath, kind, name: file.name } }));
    } catch (error) {
      notify('error', (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!draft.text.trim()) return setTextError(t('chat.required'));
    // A typed non-date is refused by the day field itself, naming it; nothing is sent.
    if (draft.scheduledDay === null) return;
    const at = scheduledInstant(draft.scheduledDay, draft.scheduledTime, zone);
    if (!at) return notify('error', t('chat.invalidTime'));
    const body: BroadcastInput = {
      text: draft.text,
      scheduledDay: draft.scheduledDay,
      scheduledTime: draft.scheduledTime,
      scheduledFor: at.toISOString(),
      highAlert: draft.highAlert,
      ...(draft.media ? { attachmentStoragePath: draft.media.path, mediaType: draft.media.kind } : {}),
    };
    setBusy(true);
    try {
      if (selected) {
        await chatApi.updateScheduled(room.id, selected.id, { ...body, version: selected.version });
      } else {
        await chatApi.schedule(room.id, body);
        notify('success', t('chat.scheduledOk'));
      }
      select(null);
      await reload();
    } catch (error) {
      const reason = (error as Error).message;
      if (reason === INVALID_MESSAGE_TIME) notify('error', t('chat.invalidTime'));
      else notify('error', selected ? t('chat.updateFailed') : t('chat.scheduleFailed', { reason }));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    if (!selected) return;
    try {
      await chatApi.deleteScheduled(room.id, selected.id);
      select(null);
      await reload();
    } catch {
      notify('error', t('chat.updateFailed'));
    }
  };

  if (confirmDelete) {
    return (
      <ConfirmDialog
        header={t('chat.deleteBroadcast')}
        action={t('chat.deleteBroadcast')}
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
        closeOnConfirm={false}
      >
        {t('chat.deleteBroadcastConfirm')}
      </ConfirmDialog>
    );
  }

  return (
    <Modal
      visible
      size="large"
      header={selected ? t('chat.editBroadcast') : t('chat.newBroadcast')}
      onDismiss={onClose}
      closeAriaLabel={t('chat.close')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {selected && !sent && <Button onClick={() => setConfirmDelete(true)}>{t('chat.deleteBroadcast')}</Button>}
            <Button variant="link" onClick={selected ? () => select(null) : onClose}>{t('chat.cancel')}</Button>
            {!sent && (
              <Button variant="primary" loading={busy} onClick={() => void submit()}>
                {selected ? t('chat.update') : t('chat.create')}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <BroadcastForm draft={draft} readOnly={sent} textError={textError} uploading={busy} onChange={setDraft} onFile={(f) => void attach(f)} />
        {selected && sent && <AcknowledgementList scheduled={selected} members={memberById} />}
        <BroadcastList scheduled={list} roomMembers={room.members.filter((m) => m !== me.uid)} selectedId={selected?.id ?? null} onSelect={select} />
      </SpaceBetween>
    </Modal>
  );
}
