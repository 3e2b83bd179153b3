import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messagePreview } from '#shared/chat/room-order';
import type { ChatRoom } from '#shared/chat/types';
import { isRoomUnread } from '#shared/chat/unread';
import { useTranslation } from 'react-i18next';

interface RoomListProps {
  rooms: ChatRoom[];
  loaded: boolean;
  uid: string;
  openId: string | null;
  onOpen: (roomId: string) => void;
  onCreate: () => void;
  onProfile: () => void;
}

/** The user's rooms by latest message; unread ones are highlighted with a "New" badge (§2.4, §4). */
export function RoomList({ rooms, loaded, uid, openId, onOpen, onCreate, onProfile }: RoomListProps) {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="s">
      <Header
        variant="h2"
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button iconName="user-profile" variant="icon" ariaLabel={t('chat.profile')} onClick={onProfile} />
            <Button iconName="add-plus" variant="icon" ariaLabel={t('chat.newChat')} onClick={onCreate} />
          </SpaceBetween>
        }
      >
        {t('chat.rooms')}
      </Header>
      {!loaded && <Box color="text-body-secondary">{t('common.loading')}</Box>}
      {loaded && rooms.length === 0 && <Box color="text-body-secondary">{t('chat.noRooms')}</Box>}
      <nav className="fd-chat-list" aria-label={t('chat.rooms')}>
        {rooms.map((room) => {
          const unread = isRoomUnread(room, uid);
          return (
            <button
              key={room.id}
              type="button"
              className={unread ? 'fd-chat-room-item fd-chat-room-item--unread' : 'fd-chat-room-item'}
              aria-current={room.id === openId}
              data-room-id={room.id}
              onClick={() => onOpen(room.id)}
            >
              <span className="fd-chat-room-item__text">
                <span translate="no">{room.name}</span>
                <span className="fd-chat-room-item__preview">
                  {room.latestMessage ? <span translate="no">{messagePreview(room.latestMessage.text)}</span> : t('chat.noMessagesYet')}
                </span>
              </span>
              {unread && <Badge color="blue">{t('chat.newBadge')}</Badge>}
            </button>
          );
        })}
      </nav>
    </SpaceBetween>
  );
}
