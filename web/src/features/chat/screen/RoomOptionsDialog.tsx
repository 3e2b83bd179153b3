import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useEffect, useState } from 'react';
import type { SessionUser } from '#shared/access/session';
import { defaultRoomName, validRoomName } from '#shared/chat/room-name';
import type { ChatRoom, DirectoryEntry } from '#shared/chat/types';
import { ApiError } from '#web/api/client.ts';
import { chatApi } from '#web/features/chat/chat-api.ts';
import { chatStore } from '#web/features/chat/live/chat-store.ts';
import { useTranslation } from 'react-i18next';
import { AudienceSelector } from './AudienceSelector.tsx';
import { useSnackbar } from './snackbar.tsx';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';

interface RoomOptionsDialogProps {
  me: SessionUser;
  /** Absent: "Create Chat"; present: the owner's "Chat Options". */
  room?: ChatRoom;
  onClose: () => void;
  onSaved: (room: ChatRoom) => void;
}

/** "Create Chat" / "Chat Options" (§2.4): name, members, the two switches, high alert, delete. */
export function RoomOptionsDialog({ me, room, onClose, onSaved }: RoomOptionsDialogProps) {
  const { t } = useTranslation();
  const notify = useSnackbar();
  const [users, setUsers] = useState<DirectoryEntry[]>([]);
  const [members, setMembers] = useState<Set<string>>(() => new Set((room?.members ?? []).filter((m) => m !== me.uid)));
  const [name, setName] = useState(room?.name ?? '');
  const [nameTouched, setNameTouched] = useState(Boolean(room));
  const [isPrivate, setPrivate] = useState(room?.isPrivate ?? false);
  const [disableAdminBroadcast, setDisableAdminBroadcast] = useState(room?.disableAdminBroadcast ?? false);
  const [highAlert, setHighAlert] = useState(room?.highAlert ?? false);
  const [choosing, setChoosing] = useState(!room);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [nameError, setNameError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    chatApi.directory().then((r) => setUsers(r.users), () => setUsers([]));
  }, []);
  const nameOf = (uid: string) => users.find((u) => u.uid === uid)?.name ?? '';
  const suggested = defaultRoomName([...members].map(nameOf).filter(Boolean));
  const shownName = nameTouched ? name : suggested;

  const save = async () => {
    // Spec §5.2: creating from an empty audience does nothing.
    if (members.size === 0) return;
    if (nameTouched && !validRoomName(name)) return setNameError(t('chat.nameRequired'));
    setBusy(true);
    const options = { isPrivate, disableAdminBroadcast, highAlert };
    try {
      if (room) {
        const { room: saved } = await chatApi.updateRoom(room.id, { version: room.version, name, members: [...members], ...options });
        chatStore.upsertRoom(saved);
        onSaved(saved);
      } else {
        const { room: saved } = await chatApi.createRoom({ members: [...members], ...(nameTouched ? { name } : {}), ...options });
        chatStore.upsertRoom(saved);
        onSaved(saved);
      }
    } catch (error) {
      notify('error', error instanceof ApiError && error.status === 409 ? t('chat.conflict') : (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!room) return;
    try {
      await chatApi.deleteRoom(room.id);
      chatStore.removeRoom(room.id);
      onClose();
    } catch (error) {
      notify('error', (error as Error).message);
    }
  };

  if (choosing) {
    return (
      <AudienceSelector
        users={users}
        viewerRole={me.role}
        selected={members}
        onClose={() => (room ? setChoosing(false) : onClose())}
        onSave={(chosen) => {
          setMembers(chosen);
          setChoosing(false);
          if (!room && chosen.size === 0) onClose();
        }}
      />
    );
  }
  if (confirmDelete) {
    return (
      <ConfirmDialog
        header={t('chat.deleteRoom')}
        action={t('chat.deleteRoom')}
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
        closeOnConfirm={false}
      >
        {t('chat.deleteRoomConfirm')}
      </ConfirmDialog>
    );
  }
  return (
    <Modal
      visible
      header={room ? t('chat.roomOptions') : t('chat.createChat')}
      onDismiss={onClose}
      closeAriaLabel={t('chat.close')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {room && <Button onClick={() => setConfirmDelete(true)}>{t('chat.deleteRoom')}</Button>}
            <Button variant="link" onClick={onClose}>{t('chat.cancel')}</Button>
            <Button variant="primary" loading={busy} onClick={() => void save()}>{room ? t('chat.save') : t('chat.create')}</Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField label={t('chat.roomName')} errorText={nameError}>
          <Input
            value={shownName}
            ariaLabel={t('chat.roomName')}
            onChange={({ detail }) => {
              setNameTouched(true);
              setName(detail.value);
              setNameError('');
            }}
          />
        </FormField>
        <FormField label={t('chat.members')} description={[...members].map(nameOf).filter(Boolean).join(', ')}>
          <Button onClick={() => setChoosing(true)}>{t('chat.editAudience')}</Button>
        </FormField>
        <Toggle checked={isPrivate} description={t('chat.disableChatReplyHint')} onChange={({ detail }) => setPrivate(detail.checked)}>
          {t('chat.disableChatReply')}
        </Toggle>
        <Toggle checked={disableAdminBroadcast} description={t('chat.disableAdminBroadcastsHint')} onChange={({ detail }) => setDisableAdminBroadcast(detail.checked)}>
          {t('chat.disableAdminBroadcasts')}
        </Toggle>
        <Toggle checked={highAlert} description={t('chat.highAlertHint')} onChange={({ detail }) => setHighAlert(detail.checked)}>
          {t('chat.highAlert')}
        </Toggle>
        <Box variant="small" color="text-body-secondary">{t('chat.broadcastNote')}</Box>
      </SpaceBetween>
    </Modal>
  );
}
