import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { hasRole } from '#shared/access/roles';
import type { DocumentRow } from '#shared/documents/document-api';
import { shownStatus } from '#shared/documents/document-display';
import { myDocuments } from '#web/api/documents.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { documentKeys } from './query-keys.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { viewerPath } from './viewer-link.ts';
import './my-documents.css';

/** Office staff keep the documents in the Document Manager; the phone page is for the fleet. */
const DOCUMENT_STAFF_ROLE = 4;
const MANAGER_PATH = '/reporting-tools?reportName=tractor-documents';
const HERE = '/tractor-documents';

/** Under the label: its expiry, or that a CDL or medical card has none on file. */
function ExpiryLine({ row }: { row: DocumentRow }) {
  const { t } = useTranslation();
  if (row.expDate) return <>{t('documents.expires', { date: usDate(row.expDate) })}</>;
  return <>{shownStatus(row) === 'missing' ? t('documents.dateMissing') : t('documents.noExpiry')}</>;
}

function Section({ title, rows }: { title: string; rows: DocumentRow[] }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <Container header={<Header variant="h2">{title}</Header>}>
      {rows.length === 0 ? (
        <Box color="text-body-secondary">{t('documents.none')}</Box>
      ) : (
        <ul className="fd-doc-list">
          {rows.map((row) => (
            <li key={row.rowKey}>
              <div className="fd-doc-list__text">
                {/* A label the office typed is shown as typed (translate="no"); its kind says what it is in his language. */}
                <Box fontWeight="bold">{row.source === 'document' ? <span translate="no">{row.label}</span> : t(`documents.kinds.${row.docKind}`)}</Box>
                <Box fontSize="body-s" color="text-body-secondary">
                  {row.source === 'document' && `${t(`documents.kinds.${row.docKind}`)} · `}
                  <ExpiryLine row={row} />
                </Box>
                <StatusBadge status={shownStatus(row)} />
              </div>
              <div className="fd-doc-list__action">
                {row.hasFile && row.documentId ? (
                  <Button onClick={() => navigate(viewerPath(row.documentId!, HERE))} ariaLabel={t('documents.openLabel', { label: row.label })}>{t('documents.open')}</Button>
                ) : (
                  <Box fontSize="body-s" color="text-body-secondary">{t('documents.noFile')}</Box>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

/** /tractor-documents on the phone: the papers of the driver's tractor, the company's and his own. */
export function MyDocumentsPage() {
  const { user } = useSignedIn();
  const { t } = useTranslation();
  const staff = hasRole(user.role, DOCUMENT_STAFF_ROLE);
  const load = useQuery({ queryKey: documentKeys.mine, queryFn: myDocuments, enabled: !staff });
  if (staff) return <Navigate to={MANAGER_PATH} replace />;
  return (
    <ContentLayout header={<Header variant="h1">{t('documents.title')}</Header>}>
      <Loaded query={load} feature={t('documents.title')}>
        {({ tractorId, documents }) => (
          <SpaceBetween size="m">
            {tractorId ? (
              <Section title={t('documents.tractor', { id: tractorId })} rows={documents.filter((d) => d.ownerKind === 'tractor')} />
            ) : (
              <Box color="text-body-secondary">{t('documents.noTractor')}</Box>
            )}
            <Section title={t('documents.company')} rows={documents.filter((d) => d.ownerKind === 'company')} />
            <Section title={t('documents.own')} rows={documents.filter((d) => d.ownerKind === 'driver')} />
          </SpaceBetween>
        )}
      </Loaded>
    </ContentLayout>
  );
}
