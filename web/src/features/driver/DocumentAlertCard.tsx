import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { driveAlerts } from '#shared/documents/document-display';
import { myDocuments } from '#web/api/documents.ts';
import { usDate } from '#web/components/format.ts';
import { documentKeys } from '#web/features/documents/query-keys.ts';

const DOCUMENTS_PATH = '/tractor-documents';

/**
 * On Drive: his CDL or medical card that has expired or expires within 30 days, counted on the company's
 * calendar day the documents list answers with. Nothing when his papers are in order or cannot be read.
 */
export function DocumentAlertCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const documents = useQuery({ queryKey: documentKeys.mine, queryFn: myDocuments });
  const alerts = documents.data ? driveAlerts(documents.data.documents, documents.data.today) : [];
  if (alerts.length === 0) return null;
  const expired = alerts.some((a) => a.state === 'expired');
  return (
    <Alert
      type={expired ? 'error' : 'warning'}
      header={t('driveAlert.header')}
      action={<Button onClick={() => navigate(DOCUMENTS_PATH)}>{t('driveAlert.documents')}</Button>}
    >
      <SpaceBetween size="xxs">
        {alerts.map((a) => (
          <div key={a.docKind} data-testid="document-alert">
            {t(a.state === 'expired' ? `driveAlert.expired.${a.docKind}` : `driveAlert.expiring.${a.docKind}`, { date: usDate(a.expDate) })}
          </div>
        ))}
      </SpaceBetween>
    </Alert>
  );
}
