import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useEffect, useState } from 'react';
import type { SessionUser } from '#shared/access/session';
import { defaultRoomName, ROOM_NAME_REQUIRED, validRoomName } from '#shared/chat/room-name';
import type { ChatRoom, DirectoryEntry } from '#shared/chat/types';
import { ApiError } from '#web/api/client.ts';
import { chatApi } from '#web/features/chat/chat-api.ts';
import { chatStore } from '#web/features/chat/live/chat-store.ts';
import { chatText } from '#web/features/chat/strings.ts';
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
    if (nameTouched && !validRoomName(name)) return setNameError(ROOM_NAME_REQUIRED);
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
      notify('error', error instanceof ApiError && error.status === 409 ? chatText.conflict : (error as Error).message);
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
        header={chatText.deleteRoom}
        action={chatText.deleteRoom}
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
        closeOnConfirm={false}
      >
        {chatText.deleteRoomConfirm}
      </ConfirmDialog>
    );
  }
  return (
    <Modal
      visible
      header={room ? chatText.roomOptions : chatText.createChat}
      onDismiss={onClose}
      closeAriaLabel={chatText.close}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {room && <Button onClick={() => setConfirmDelete(true)}>{chatText.deleteRoom}</Button>}
            <Button variant="link" onClick={onClose}>{chatText.cancel}</Button>
            <Button variant="primary" loading={busy} onClick={() => void save()}>{room ? chatText.save : chatText.create}</Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField label={chatText.roomName} errorText={nameError}>
          <Input
            value={shownName}
            ariaLabel={chatText.roomName}
            onChange={({ detail }) => {
              setNameTouched(true);
              setName(detail.value);
              setNameError('');
            }}
          />
        </FormField>
        <FormField label={chatText.audience} description={[...members].map(nameOf).filter(Boolean).join(', ')}>
          <Button onClick={() => setChoosing(true)}>{chatText.editAudience}</Button>
        </FormField>
        <Toggle checked={isPrivate} description={chatText.disableChatReplyHint} onChange={({ detail }) => setPrivate(detail.checked)}>
          {chatText.disableChatReply}
        </Toggle>
        <Toggle checked={disableAdminBroadcast} description={chatText.disableAdminBroadcastsHint} onChange={({ detail }) => setDisableAdminBroadcast(detail.checked)}>
          {chatText.disableAdminBroadcasts}
        </Toggle>
        <Toggle checked={highAlert} description={chatText.highAlertHint} onChange={({ detail }) => setHighAlert(detail.checked)}>
          {chatText.highAlert}
        </Toggle>
        <Box variant="small" color="text-body-secondary">{chatText.broadcastNote}</Box>
      </SpaceBetween>
    </Modal>
  );
}
