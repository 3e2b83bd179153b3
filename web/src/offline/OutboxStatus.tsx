import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRecord } from './describe-record.ts';
import { useOutbox } from './use-outbox.ts';

/**
 * Above every driver screen: how many of his actions wait on the phone, "All sent" once they went, and
 * each one the server refused with its reason until he dismisses it.
 */
export function OutboxStatus() {
  const { t } = useTranslation();
  const { waiting, refused, retry, dismiss } = useOutbox();
  const [allSent, setAllSent] = useState(false);
  const hadWaiting = useRef(false);
  useEffect(() => {
    if (waiting.length > 0) {
      hadWaiting.current = true;
      setAllSent(false);
    } else if (hadWaiting.current) {
      hadWaiting.current = false;
      setAllSent(true);
    }
  }, [waiting.length]);

  if (waiting.length === 0 && refused.length === 0 && !allSent) return null;
  return (
    <SpaceBetween size="xs">
      {refused.map((r) => (
        <Alert key={r.id} type="error" data-testid="outbox-refused" action={<Button onClick={() => dismiss(r.id)}>{t('outbox.dismiss')}</Button>}>
          {t('outbox.refused', { what: describeRecord(r), why: r.lastError ?? '' })}
        </Alert>
      ))}
      {waiting.length > 0 ? (
        <Alert type="info" data-testid="outbox-waiting" header={t('outbox.waiting', { count: waiting.length })} action={<Button onClick={retry}>{t('outbox.sendNow')}</Button>}>
          {t('outbox.waitingHint')}
        </Alert>
      ) : allSent ? (
        <Alert type="success" data-testid="outbox-all-sent" dismissible onDismiss={() => setAllSent(false)}>
          {t('outbox.allSent')}
        </Alert>
      ) : null}
    </SpaceBetween>
  );
}
