import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Navigate, useNavigate } from 'react-router';
import { hasRole } from '#shared/access/roles';
import type { DocumentRow } from '#shared/documents/document-api';
import { myDocuments } from '#web/api/documents.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { usDate } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { documentKeys } from './query-keys.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { documentText as t } from './strings.ts';
import { viewerPath } from './viewer-link.ts';
import './my-documents.css';

/** Office staff keep the documents in the Document Manager; the phone page is for the fleet. */
const DOCUMENT_STAFF_ROLE = 4;
const MANAGER_PATH = '/reporting-tools?reportName=tractor-documents';
const HERE = '/tractor-documents';

function Section({ title, rows }: { title: string; rows: DocumentRow[] }) {
  const navigate = useNavigate();
  return (
    <Container header={<Header variant="h2">{title}</Header>}>
      {rows.length === 0 ? (
        <Box color="text-body-secondary">{t.mine.none}</Box>
      ) : (
        <ul className="fd-doc-list">
          {rows.map((row) => (
            <li key={row.rowKey}>
              <div className="fd-doc-list__text">
                <Box fontWeight="bold">{row.label}</Box>
                <Box fontSize="body-s" color="text-body-secondary">{row.expDate ? t.mine.expires(usDate(row.expDate)) : t.mine.noExpiry}</Box>
                <StatusBadge status={row.status} />
              </div>
              <div className="fd-doc-list__action">
                {row.hasFile && row.documentId ? (
                  <Button onClick={() => navigate(viewerPath(row.documentId!, HERE))} ariaLabel={`${t.open} ${row.label}`}>{t.open}</Button>
                ) : (
                  <Box fontSize="body-s" color="text-body-secondary">{t.mine.noFile}</Box>
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
  const staff = hasRole(user.role, DOCUMENT_STAFF_ROLE);
  const load = useQuery({ queryKey: documentKeys.mine, queryFn: myDocuments, enabled: !staff });
  if (staff) return <Navigate to={MANAGER_PATH} replace />;
  return (
    <ContentLayout header={<Header variant="h1">{t.mine.title}</Header>}>
      <Loaded query={load} feature={t.mine.title}>
        {({ tractorId, documents }) => (
          <SpaceBetween size="m">
            {tractorId ? (
              <Section title={t.mine.tractor(tractorId)} rows={documents.filter((d) => d.ownerKind === 'tractor')} />
            ) : (
              <Box color="text-body-secondary">{t.mine.noTractor}</Box>
            )}
            <Section title={t.mine.company} rows={documents.filter((d) => d.ownerKind === 'company')} />
            <Section title={t.mine.own} rows={documents.filter((d) => d.ownerKind === 'driver')} />
          </SpaceBetween>
        )}
      </Loaded>
    </ContentLayout>
  );
}
