import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RoomMember } from '#web/features/chat/chat-api.ts';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from '#web/features/chat/use-role-label.ts';
import { Avatar } from './Avatar.tsx';

/** The member list popup (at most 300 px high) and a member's detail with a link to his driver profile. */
export function MembersPopup({ members, onClose, onLeaveApp }: { members: RoomMember[]; onClose: () => void; onLeaveApp: () => void }) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const [chosen, setChosen] = useState<RoomMember | null>(null);
  const navigate = useNavigate();
  if (chosen) {
    return (
      <Modal visible header={t('chat.memberDetail')} onDismiss={() => setChosen(null)} closeAriaLabel={t('chat.close')}>
        <SpaceBetween size="m" alignItems="center">
          <Avatar name={chosen.name} photoURL={chosen.photoURL} size={96} />
          <Box variant="h3">
            <span translate="no">{chosen.name}</span>
          </Box>
          <Box color="text-body-secondary">{[roleLabel(chosen.role), chosen.Domicile].filter(Boolean).join(' · ')}</Box>
          <Button
            variant="primary"
            onClick={() => {
              onLeaveApp();
              navigate(`/driver-profile?userId=${encodeURIComponent(chosen.uid)}`);
            }}
          >
            {t('chat.openProfile')}
          </Button>
        </SpaceBetween>
      </Modal>
    );
  }
  return (
    <Modal visible header={t('chat.members')} onDismiss={onClose} closeAriaLabel={t('chat.close')}>
      <div className="fd-chat-popup-list">
        {members.map((m) => (
          <button key={m.uid} type="button" className="fd-chat-row" onClick={() => setChosen(m)}>
            <Avatar name={m.name} photoURL={m.photoURL} />
            <span>
              <span translate="no">{m.name}</span> {m.isOwner && <Box variant="small" display="inline">({t('chat.owner')})</Box>}
              <Box variant="small" display="block" color="text-body-secondary">
                {[roleLabel(m.role), m.Domicile].filter(Boolean).join(' · ')}
              </Box>
            </span>
          </button>
        ))}
      </div>
    </Modal>
  );
}
