import Box from '@cloudscape-design/components/box';
import Icon from '@cloudscape-design/components/icon';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { acknowledgementPercent, isScheduledSent } from '#shared/chat/scheduled';
import type { ScheduledMessage } from '#shared/chat/types';
import type { RoomMember } from '#web/features/chat/chat-api.ts';
import { useTranslation } from 'react-i18next';
import { AckRing } from './AckRing.tsx';

interface BroadcastListProps {
  scheduled: ScheduledMessage[];
  roomMembers: string[];
  selectedId: string | null;
  onSelect: (s: ScheduledMessage) => void;
}

/** "Your Scheduled Broadcasts": a clock for unsent ones, the acknowledgement ring for sent ones. */
export function BroadcastList({ scheduled, roomMembers, selectedId, onSelect }: BroadcastListProps) {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="xs">
      <Box variant="h3">{t('chat.yourBroadcasts')}</Box>
      {scheduled.length === 0 && <Box color="text-body-secondary">{t('chat.noBroadcasts')}</Box>}
      <div className="fd-chat-popup-list" role="list" aria-label={t('chat.yourBroadcasts')}>
        {scheduled.map((s) => (
          <button key={s.id} type="button" role="listitem" className="fd-chat-row" aria-current={s.id === selectedId} onClick={() => onSelect(s)}>
            {isScheduledSent(s) ? <AckRing percent={acknowledgementPercent(s.likes, s.roomMembers, roomMembers)} /> : <Icon name="status-pending" size="medium" ariaLabel={t('chat.notSentYet')} />}
            <span>
              <span translate="no">{s.text}</span>
              <Box variant="small" display="block" color="text-body-secondary">
                {t('chat.scheduledFor', { when: new Date(s.scheduledFor).toLocaleString() })}
              </Box>
            </span>
          </button>
        ))}
      </div>
    </SpaceBetween>
  );
}

/** Tapping a sent broadcast: each member it went to, acknowledged or not. */
export function AcknowledgementList({ scheduled, members }: { scheduled: ScheduledMessage; members: ReadonlyMap<string, RoomMember> }) {
  const { t } = useTranslation();
  // The room's members load with the room: until then the list would show ids instead of names.
  if (members.size === 0) return <StatusIndicator type="loading">{t('common.loading')}</StatusIndicator>;
  const recipients = scheduled.roomMembers.length > 0 ? scheduled.roomMembers : [...members.keys()].filter((m) => m !== scheduled.senderId);
  return (
    <div className="fd-chat-popup-list" role="list" aria-label={t('chat.ackPercent', { percent: acknowledgementPercent(scheduled.likes, recipients) })}>
      {recipients.map((uid) => (
        <div key={uid} role="listitem" className="fd-chat-row">
          <span translate="no">{members.get(uid)?.name ?? uid}</span>
          {scheduled.likes.includes(uid) ? (
            <StatusIndicator type="success">{t('chat.acknowledged')}</StatusIndicator>
          ) : (
            <StatusIndicator type="pending">{t('chat.notAcknowledged')}</StatusIndicator>
          )}
        </div>
      ))}
    </div>
  );
}
