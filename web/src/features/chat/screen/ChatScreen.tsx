import Box from '@cloudscape-design/components/box';
import Grid from '@cloudscape-design/components/grid';
import Modal from '@cloudscape-design/components/modal';
import { useEffect, useState } from 'react';
import { useSignedIn } from '#web/auth/session-context.ts';
import { NARROW_SCREEN, useMediaQuery } from '#web/app/layouts/use-media-query.ts';
import { chatStore } from '#web/features/chat/live/chat-store.ts';
import { useTranslation } from 'react-i18next';
import { useChatState } from '#web/features/chat/use-chat-state.ts';
import './chat.css';
import { ChatProfileDialog } from './ChatProfileDialog.tsx';
import { RoomList } from './RoomList.tsx';
import { RoomOptionsDialog } from './RoomOptionsDialog.tsx';
import { RoomView } from './RoomView.tsx';
import { SnackbarHost } from './snackbar.tsx';

/**
 * The chat dialog (§2.4): rooms on the left (4 columns) and the open room (8) on a desktop; on a
 * phone the list, then the room with a way back.
 */
export function ChatScreen({ companyName, onClose }: { companyName: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useSignedIn();
  const { rooms, roomsLoaded } = useChatState();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const room = rooms.find((r) => r.id === openId) ?? null;

  useEffect(() => {
    chatStore.setOpenRoom(room?.id ?? null);
    return () => chatStore.setOpenRoom(null);
  }, [room?.id]);

  const list = (
    <RoomList
      rooms={rooms}
      loaded={roomsLoaded}
      uid={me.user.uid}
      openId={room?.id ?? null}
      onOpen={setOpenId}
      onCreate={() => setCreating(true)}
      onProfile={() => setProfileOpen(true)}
    />
  );
  const view = room ? (
    <RoomView key={room.id} room={room} me={me.user} onBack={narrow ? () => setOpenId(null) : undefined} onLeaveApp={onClose} />
  ) : (
    <Box color="text-body-secondary" padding="l">
      {t('chat.pickRoom')}
    </Box>
  );

  return (
    <Modal visible size="max" header={companyName ? t('chat.titleOf', { company: companyName }) : t('chat.title')} closeAriaLabel={t('chat.close')} onDismiss={onClose}>
      <SnackbarHost>
        {narrow ? (room ? view : list) : <Grid gridDefinition={[{ colspan: 4 }, { colspan: 8 }]}>{[list, view]}</Grid>}
        {creating && (
          <RoomOptionsDialog
            me={me.user}
            onClose={() => setCreating(false)}
            onSaved={(saved) => {
              setCreating(false);
              setOpenId(saved.id);
            }}
          />
        )}
        {profileOpen && <ChatProfileDialog me={me.user} onClose={() => setProfileOpen(false)} />}
      </SnackbarHost>
    </Modal>
  );
}
