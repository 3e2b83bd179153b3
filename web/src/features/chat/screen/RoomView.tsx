import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SessionUser } from '#shared/access/session';
import { canBroadcast, canManageRoom, canPost } from '#shared/chat/permissions';
import type { ChatRoom } from '#shared/chat/types';
import { chatApi, type RoomMember } from '#web/features/chat/chat-api.ts';
import { useTranslation } from 'react-i18next';
import { BroadcastDialog } from './BroadcastDialog.tsx';
import { Composer } from './Composer.tsx';
import { MembersPopup } from './MembersPopup.tsx';
import { MessageItem } from './MessageItem.tsx';
import { RoomOptionsDialog } from './RoomOptionsDialog.tsx';
import { useRoomMessages } from './use-room-messages.ts';
import { useOutbox } from '#web/offline/use-outbox.ts';
import { waitingInRoom } from '#web/offline/actions/chat-send-action.ts';

interface RoomViewProps {
  room: ChatRoom;
  me: SessionUser;
  /** On a phone: back to the room list. */
  onBack?: (() => void) | undefined;
  /** Leaving the chat for another page (member detail → driver profile). */
  onLeaveApp: () => void;
}

/** One room: its messages, the composer, and the owner's and broadcaster's dialogs (§2.4). */
export function RoomView({ room, me, onBack, onLeaveApp }: RoomViewProps) {
  const { t } = useTranslation();
  const { messages, hasOlder, loading, failed, loadOlder, added, removed, liked } = useRoomMessages(room.id);
  const [members, setMembers] = useState<RoomMember[]>([]);
  const [dialog, setDialog] = useState<'members' | 'options' | 'broadcast' | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const user = { userId: me.uid, role: me.role };
  const waiting = waitingInRoom(useOutbox().waiting, room.id);

  useEffect(() => {
    chatApi.members(room.id).then((r) => setMembers(r.members), () => setMembers([]));
  }, [room.id, room.version]);
  const memberById = useMemo(() => new Map(members.map((m) => [m.uid, m])), [members]);

  useLayoutEffect(() => {
    const el = list.current;
    if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages]);

  return (
    <SpaceBetween size="s">
      <Header
        variant="h2"
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button iconName="group" variant="icon" ariaLabel={t('chat.members')} onClick={() => setDialog('members')} />
            {canBroadcast(room, user) && <Button iconName="notification" onClick={() => setDialog('broadcast')}>{t('chat.newBroadcast')}</Button>}
            {canManageRoom(room, me.uid) && <Button iconName="settings" variant="icon" ariaLabel={t('chat.roomOptions')} onClick={() => setDialog('options')} />}
          </SpaceBetween>
        }
      >
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          {onBack && <Button iconName="arrow-left" variant="icon" ariaLabel={t('chat.back')} onClick={onBack} />}
          <span translate="no">{room.name}</span>
        </SpaceBetween>
      </Header>
      <div
        className="fd-chat-messages"
        ref={list}
        role="log"
        aria-label={t('chat.messages')}
        onScroll={(e) => {
          const el = e.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
      >
        {hasOlder && (
          <Box textAlign="center">
            <Button variant="inline-link" onClick={() => void loadOlder()}>
              {t('chat.olderMessages')}
            </Button>
          </Box>
        )}
        {loading && <Box color="text-body-secondary">{t('common.loading')}</Box>}
        {failed && <Box color="text-status-error">{t('chat.loadFailed')}</Box>}
        {messages.map((m) => (
          <MessageItem key={m.id} message={m} roomId={room.id} me={me} members={memberById} onDeleted={removed} onLiked={liked} />
        ))}
        {waiting.map((w) => (
          <Box key={w.id} textAlign="right" data-testid="chat-waiting-message">
            <div>{w.text}</div>
            <Box variant="small" color="text-body-secondary">{t('chat.waitingToSend')}</Box>
          </Box>
        ))}
      </div>
      {canPost(room, me.uid) ? (
        <Composer roomId={room.id} role={me.role} onSent={added} />
      ) : (
        <Box color="text-body-secondary">{t('chat.replyDisabled')}</Box>
      )}
      {dialog === 'members' && <MembersPopup members={members} onClose={() => setDialog(null)} onLeaveApp={onLeaveApp} />}
      {dialog === 'options' && <RoomOptionsDialog me={me} room={room} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />}
      {dialog === 'broadcast' && <BroadcastDialog room={room} me={me} members={members} onClose={() => setDialog(null)} />}
    </SpaceBetween>
  );
}
