import Button from '@cloudscape-design/components/button';
import Textarea from '@cloudscape-design/components/textarea';
import Token from '@cloudscape-design/components/token-group';
import { useState } from 'react';
import { hasContent } from '#shared/chat/message-rules';
import { canAttachMedia } from '#shared/chat/permissions';
import type { ChatMessage } from '#shared/chat/types';
import { sendMessageOrKeep } from '#web/offline/actions/chat-send-action.ts';
import { useTranslation } from 'react-i18next';
import { chatMediaType, uploadFile, type UploadResult } from '#web/features/chat/upload.ts';
import { useSnackbar } from './snackbar.tsx';
import { UploadButton } from './UploadButton.tsx';

/** Text and/or one attachment; Send needs trimmed text or media (§5.2). Enter sends, Shift+Enter breaks. */
export function Composer({ roomId, role, onSent }: { roomId: string; role: number | null; onSent: (m: ChatMessage) => void }) {
  const { t } = useTranslation();
  const notify = useSnackbar();
  const [text, setText] = useState('');
  const [media, setMedia] = useState<(UploadResult & { kind: 'image' | 'video' | 'audio'; name: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = hasContent({ text, attachmentStoragePath: media?.uploadRefPath }) && !busy;

  const attach = async (file: File) => {
    const kind = chatMediaType(file);
    if (!kind) return notify('error', t('chat.mediaOnly'));
    setBusy(true);
    notify('warning', t('chat.uploading'));
    try {
      setMedia({ ...(await uploadFile(file, `chatAttachments/${roomId}`, 'chatAttachment')), kind, name: file.name });
    } catch (error) {
      notify('error', (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    if (!ready) return;
    setBusy(true);
    try {
      // On the driver's phone a message without signal waits in the outbox and shows in the room as waiting.
      const outcome = await sendMessageOrKeep({
        roomId,
        text: text.trim(),
        ...(media ? { attachmentStoragePath: media.uploadRefPath, mediaType: media.kind } : {}),
      });
      if (outcome.status === 'refused') throw outcome.error;
      if (outcome.status === 'sent') onSent(outcome.message);
      setText('');
      setMedia(null);
    } catch (error) {
      notify('error', t('chat.sendFailed', { reason: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="fd-chat-composer">
      <div>
        {media && <Token items={[{ label: media.name }]} onDismiss={() => setMedia(null)} i18nStrings={{ limitShowMore: '', limitShowFewer: '' }} />}
        <Textarea
          value={text}
          rows={1}
          placeholder={t('chat.messagePlaceholder')}
          ariaLabel={t('chat.messagePlaceholder')}
          onChange={({ detail }) => setText(detail.value)}
          onKeyDown={(event) => {
            if (event.detail.key !== 'Enter' || event.detail.shiftKey) return;
            event.preventDefault();
            void send();
          }}
        />
      </div>
      {canAttachMedia(role) && <UploadButton accept="image/*,video/*,audio/*" onFile={(f) => void attach(f)} disabled={busy} />}
      <Button variant="primary" disabled={!ready} loading={busy} onClick={() => void send()}>
        {t('chat.send')}
      </Button>
    </div>
  );
}
