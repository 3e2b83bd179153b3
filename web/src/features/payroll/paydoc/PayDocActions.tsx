import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { createPayDocLink, getPayDocPdf } from '#web/api/payroll-docs.ts';
import { saveFile } from '#web/api/payroll-files.ts';
import { usDateTime } from '#web/components/format.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { payDocText as t } from '#web/features/payroll/strings.ts';
import { payDocLinkPath } from './paydoc-link.ts';

/**
 * The pay document's PDF, made on the server: downloaded directly, or opened as the printable page
 * /driver-paydoc through a signed link that expires (the link can be handed to the driver).
 */
export function PayDocActions({ payRunId, driverId, printable = true, compact = false }: { payRunId: string; driverId: string; printable?: boolean; compact?: boolean }) {
  const [busy, setBusy] = useState<'link' | 'pdf' | null>(null);
  const [note, setNote] = useState<{ type: 'info' | 'error'; text: string; link?: string } | null>(null);

  const openPrintable = async () => {
    // Opened before the await so that the browser treats it as the click's own window.
    const tab = window.open('', '_blank');
    setBusy('link');
    setNote(null);
    try {
      const link = await createPayDocLink(payRunId, driverId);
      const path = payDocLinkPath(link.url);
      if (tab) tab.location.href = path;
      else window.location.assign(path);
      setNote({ type: 'info', text: t.linkCreated(usDateTime(link.expiresAt)), link: new URL(path, window.location.origin).toString() });
    } catch (error) {
      tab?.close();
      setNote({ type: 'error', text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const downloadPdf = async () => {
    setBusy('pdf');
    setNote(null);
    try {
      saveFile(await getPayDocPdf(payRunId, driverId));
    } catch (error) {
      setNote({ type: 'error', text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <SpaceBetween size="xs">
      <SpaceBetween size="xs" direction="horizontal">
        {printable && (
          <Button iconName="external" loading={busy === 'link'} onClick={() => void openPrintable()}>
            {t.openPrintable}
          </Button>
        )}
        <Button iconName="download" variant={compact ? 'inline-link' : 'normal'} loading={busy === 'pdf'} onClick={() => void downloadPdf()} ariaLabel={`${t.downloadPdf} ${driverId}`}>
          {t.downloadPdf}
        </Button>
      </SpaceBetween>
      {note && (
        <Alert
          type={note.type}
          dismissible
          onDismiss={() => setNote(null)}
          action={note.link ? <Button iconName="copy" onClick={() => void navigator.clipboard?.writeText(note.link ?? '')}>{t.copyLink}</Button> : undefined}
        >
          {note.text}
        </Alert>
      )}
    </SpaceBetween>
  );
}
