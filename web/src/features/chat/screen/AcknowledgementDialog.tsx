import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef, useState } from 'react';
import type { PendingBroadcast } from '#web/features/chat/chat-api.ts';
import { chatStore } from '#web/features/chat/live/chat-store.ts';
import { useTranslation } from 'react-i18next';
import { useSenderLabel } from '#web/features/chat/use-sender-label.ts';
import { acknowledgeOrKeep } from '#web/offline/actions/broadcast-ack-action.ts';
import './chat.css';

/**
 * The forced acknowledgement (§4): a broadcast covers the whole app, with no way around it, until the
 * user presses Acknowledge; then the next waiting one shows.
 */
export function AcknowledgementDialog({ broadcast, waiting }: { broadcast: PendingBroadcast; waiting: number }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const { message } = broadcast;
  const sender = useSenderLabel()(message.senderName);

  useEffect(() => {
    button.current?.querySelector('button')?.focus();
  }, []);

  const acknowledge = async () => {
    setBusy(true);
    setFailed(false);
    // Through the phone's outbox: with no signal the acknowledgement is kept and sent by itself.
    const done = await acknowledgeOrKeep(message.roomId, message.id).catch(() => false);
    if (done) {
      chatStore.acknowledged(message.id);
    } else {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <div className="fd-ack-overlay" role="alertdialog" aria-modal="true" aria-labelledby="fd-ack-title">
      <div className="fd-ack-overlay__panel">
        <Container
          header={
            <Header variant="h2" description={t('chat.ackFrom', { sender, room: broadcast.roomName })} counter={waiting > 1 ? `(${waiting})` : undefined}>
              <span id="fd-ack-title">{t('chat.ackTitle')}</span>
            </Header>
          }
        >
          <SpaceBetween size="m">
            <Box variant="p">
              <span translate="no">{message.text}</span>
            </Box>
            {message.mediaUrl && message.mediaType === 'image' && <img className="fd-chat-media" src={message.mediaUrl} alt="" />}
            {message.mediaUrl && message.mediaType === 'video' && <video className="fd-chat-media" src={message.mediaUrl} controls />}
            {message.mediaUrl && message.mediaType === 'audio' && <audio src={message.mediaUrl} controls />}
            {failed && <Box color="text-status-error">{t('chat.ackFailed')}</Box>}
            <div ref={button}>
              <Button variant="primary" loading={busy} onClick={() => void acknowledge()}>
                {t('chat.acknowledge')}
              </Button>
            </div>
          </SpaceBetween>
        </Container>
      </div>
    </div>
  );
}
