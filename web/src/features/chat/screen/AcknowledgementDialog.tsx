import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef, useState } from 'react';
import { senderLabel } from '#shared/chat/message-rules';
import { chatApi, type PendingBroadcast } from '#web/features/chat/chat-api.ts';
import { chatStore } from '#web/features/chat/live/chat-store.ts';
import { chatText } from '#web/features/chat/strings.ts';
import './chat.css';

/**
 * The forced acknowledgement (§4): a broadcast covers the whole app, with no way around it, until the
 * user presses Acknowledge; then the next waiting one shows.
 */
export function AcknowledgementDialog({ broadcast, waiting }: { broadcast: PendingBroadcast; waiting: number }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLDivElement>(null);
  const { message } = broadcast;

  useEffect(() => {
    button.current?.querySelector('button')?.focus();
  }, []);

  const acknowledge = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await chatApi.acknowledge(message.roomId, message.id);
      chatStore.acknowledged(message.id);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <div className="fd-ack-overlay" role="alertdialog" aria-modal="true" aria-labelledby="fd-ack-title">
      <div className="fd-ack-overlay__panel">
        <Container
          header={
            <Header variant="h2" description={chatText.ackFrom(senderLabel(message.senderName), broadcast.roomName)} counter={waiting > 1 ? `(${waiting})` : undefined}>
              <span id="fd-ack-title">{chatText.ackTitle}</span>
            </Header>
          }
        >
          <SpaceBetween size="m">
            <Box variant="p">{message.text}</Box>
            {message.mediaUrl && message.mediaType === 'image' && <img className="fd-chat-media" src={message.mediaUrl} alt="" />}
            {message.mediaUrl && message.mediaType === 'video' && <video className="fd-chat-media" src={message.mediaUrl} controls />}
            {message.mediaUrl && message.mediaType === 'audio' && <audio src={message.mediaUrl} controls />}
            {failed && <Box color="text-status-error">{chatText.ackFailed}</Box>}
            <div ref={button}>
              <Button variant="primary" loading={busy} onClick={() => void acknowledge()}>
                {chatText.acknowledge}
              </Button>
            </div>
          </SpaceBetween>
        </Container>
      </div>
    </div>
  );
}
