import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import type { SessionUser } from '#shared/access/session';
import { canDeleteMessage } from '#shared/chat/permissions';
import type { ChatMessage } from '#shared/chat/types';
import { ApiError } from '#web/api/client.ts';
import { chatApi, type RoomMember } from '#web/features/chat/chat-api.ts';
import { useTranslation } from 'react-i18next';
import { useSenderLabel } from '#web/features/chat/use-sender-label.ts';
import { Avatar } from './Avatar.tsx';
import { useSnackbar } from './snackbar.tsx';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';

interface MessageItemProps {
  message: ChatMessage;
  roomId: string;
  me: SessionUser;
  members: ReadonlyMap<string, RoomMember>;
  onDeleted: (id: string) => void;
  onLiked: (id: string, likes: string[]) => void;
}

function Media({ message, sender }: { message: ChatMessage; sender: string }) {
  const { t } = useTranslation();
  if (!message.mediaUrl) return null;
  if (message.mediaType === 'image') {
    return (
      <a href={message.mediaUrl} target="_blank" rel="noreferrer">
        <img className="fd-chat-media" src={message.mediaUrl} alt={t('chat.imageAlt', { sender })} />
      </a>
    );
  }
  if (message.mediaType === 'video') return <video className="fd-chat-media" src={message.mediaUrl} controls preload="metadata" />;
  if (message.mediaType === 'audio') return <audio src={message.mediaUrl} controls preload="none" />;
  return null;
}

/** A message with its sender, media, likes (with avatars) and, for whoever may delete it, a delete icon. */
export function MessageItem({ message, roomId, me, members, onDeleted, onLiked }: MessageItemProps) {
  const { t } = useTranslation();
  const notify = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const mine = message.senderId === me.uid;
  const sender = useSenderLabel()(message.senderName);
  const likedByMe = message.likes.includes(me.uid);
  const likers = message.likes.map((uid) => members.get(uid)?.name ?? '').filter(Boolean);

  const toggleLike = async () => {
    try {
      onLiked(message.id, (await chatApi.like(roomId, message.id, !likedByMe)).likes);
    } catch {
      // The like simply did not happen; the button stays as it was.
    }
  };
  const remove = async () => {
    setConfirming(false);
    try {
      await chatApi.deleteMessage(roomId, message.id);
      onDeleted(message.id);
    } catch (error) {
      notify('error', error instanceof ApiError && error.status === 403 ? t('chat.unauthorized') : t('chat.deleteFailed'));
    }
  };

  return (
    <div className={mine ? 'fd-chat-message fd-chat-message--mine' : 'fd-chat-message'} data-message-id={message.id}>
      <Avatar name={sender} photoURL={members.get(message.senderId)?.photoURL ?? null} />
      <div className={message.isBroadcast ? 'fd-chat-bubble fd-chat-bubble--broadcast' : 'fd-chat-bubble'}>
        <div className="fd-chat-bubble__meta">
          <strong translate="no">{sender}</strong>
          <time dateTime={message.messageTime}>{new Date(message.messageTime).toLocaleString()}</time>
          {message.isBroadcast && <Badge color="blue">{t('chat.broadcastLabel')}</Badge>}
        </div>
        {message.text && <p className="fd-chat-bubble__text" translate="no">
            {message.text}
          </p>}
        <Media message={message} sender={sender} />
        <div className="fd-chat-likes">
          <Button
            variant="icon"
            iconName={likedByMe ? 'heart-filled' : 'heart'}
            ariaLabel={likedByMe ? t('chat.unlike') : t('chat.like')}
            onClick={() => void toggleLike()}
          />
          {message.likes.length > 0 && (
            <span aria-label={t('chat.likedBy', { names: likers.join(', ') || String(message.likes.length) })}>
              {message.likes.map((uid) => (
                <Avatar key={uid} name={members.get(uid)?.name ?? '?'} photoURL={members.get(uid)?.photoURL ?? null} size={20} />
              ))}
            </span>
          )}
          {canDeleteMessage(message, { userId: me.uid, role: me.role }) && (
            <Button variant="icon" iconName="remove" ariaLabel={t('chat.deleteMessage')} onClick={() => setConfirming(true)} />
          )}
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          header={t('chat.deleteMessage')}
          action={t('chat.deleteMessage')}
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
          closeOnConfirm={false}
        >
          {t('chat.deleteMessageConfirm')}
        </ConfirmDialog>
      )}
    </div>
  );
}
