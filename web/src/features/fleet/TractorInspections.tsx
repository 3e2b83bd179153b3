import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { hasRole } from '#shared/access/roles';
import type { FleetTractor } from '#shared/fleet/tractor-api';
import type { DefectView, SubmissionRowView } from '#shared/forms/review-views';
import { apiRequest } from '#web/api/client.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { usDate, usDateTime } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { InspectionLinksPanel } from '#web/features/forms/links/InspectionLinksPanel.tsx';
import { tractorInspectionText as t } from './strings.ts';

/** Inspection review and the cab's link are the shop manager's and above. */
const SHOP = 4;

interface TractorInspectionsAnswer {
  inspections: SubmissionRowView[];
  nextCursor: string | null;
  unresolvedDefects: DefectView[];
  prior7dayFormFaultSubmissions: string[];
}

type FormInProgress = NonNullable<FleetTractor['requiredFormsInProgress']>[number];

const enc = encodeURIComponent;
const tractorInspections = (vehicleId: string, cursor: string | null) =>
  apiRequest<TractorInspectionsAnswer>('GET', `/tractors/${enc(vehicleId)}/inspections${cursor ? `?cursor=${enc(cursor)}` : ''}`);

export const reviewPath = (submissionId: string) => `/manage-inspections?submissionId=${enc(submissionId)}`;

/** A link to the inspection's review for the shop; plain text for anyone else. */
function ReviewLink({ submissionId, children }: { submissionId: string; children: ReactNode }) {
  const { user } = useSignedIn();
  const navigate = useNavigate();
  if (!hasRole(user.role, SHOP)) return <>{children}</>;
  return <Link href={reviewPath(submissionId)} onFollow={(event) => { event.preventDefault(); navigate(reviewPath(submissionId)); }}>{children}</Link>;
}

const inProgressColumns: DataColumn<FormInProgress>[] = [
  { id: 'form', header: t.formName, cell: (f) => f.formName },
  { id: 'started', header: t.startedAt, cell: (f) => usDateTime(f.startedAt), sortKey: (f) => f.startedAt, width: 220 },
];

const defectColumns: DataColumn<DefectView>[] = [
  { id: 'item', header: t.item, cell: (d) => <ReviewLink submissionId={d.submissionId}>{d.label}</ReviewLink>, sortKey: (d) => d.label },
  {
    id: 'state', header: t.state, width: 220, sortKey: (d) => d.state,
    cell: (d) => (
      <SpaceBetween direction="horizontal" size="xs">
        <StatusIndicator type={d.state === 'open' ? 'warning' : 'pending'}>{t.defectState[d.state]}{d.deferredUntil ? ` ${t.deferredUntil(usDate(d.deferredUntil))}` : ''}</StatusIndicator>
        {d.outOfService && <StatusIndicator type="error">{t.outOfService}</StatusIndicator>}
      </SpaceBetween>
    ),
  },
  { id: 'reported', header: t.reported, cell: (d) => usDateTime(d.completedAt), sortKey: (d) => d.completedAt, width: 200 },
  { id: 'by', header: t.reportedBy, cell: (d) => d.reportedBy, width: 170 },
  { id: 'remarks', header: t.remarks, cell: (d) => d.remarks ?? '' },
];

const reportColumns: DataColumn<SubmissionRowView>[] = [
  { id: 'completed', header: t.completed, cell: (s) => <ReviewLink submissionId={s.submissionId}>{usDateTime(s.completedAt)}</ReviewLink>, width: 200 },
  { id: 'form', header: t.formName, cell: (s) => s.formName },
  { id: 'driver', header: t.driver, cell: (s) => s.submittedByDisplayName, width: 180 },
  { id: 'faults', header: t.faults, cell: (s) => (s.countOfFailedFormFields > 0 ? <StatusIndicator type="warning">{s.countOfFailedFormFields}</StatusIndicator> : '0'), width: 100 },
  { id: 'unresolved', header: t.unresolved, cell: (s) => s.unresolvedFaultCount, width: 120 },
  { id: 'comments', header: t.comments, cell: (s) => s.driverCommentCount, width: 120 },
];

/**
 * The tractor's inspections on its detail page: forms being filled about it, its unrepaired faults, the
 * failed inspections of the last 7 days still open, its reports 10 a page, and (for the shop) the cab's link.
 */
export function TractorInspections({ vehicleId, formsInProgress }: { vehicleId: string; formsInProgress: readonly FormInProgress[] }) {
  const { user } = useSignedIn();
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const load = useQuery({ queryKey: ['inspections', 'tractor', vehicleId, cursor], queryFn: () => tractorInspections(vehicleId, cursor) });
  return (
    <Container header={<Header variant="h2" description={t.description}>{t.title}</Header>}>
      <Loaded query={load} feature={t.title}>
        {(data) => (
          <SpaceBetween size="l">
            <DataTable items={formsInProgress} columns={inProgressColumns} trackBy="submissionId" variant="embedded" header={<Header variant="h3" counter={`(${formsInProgress.length})`}>{t.inProgress}</Header>} empty={t.noneInProgress} ariaLabel={t.inProgress} />
            <DataTable items={data.unresolvedDefects} columns={defectColumns} trackBy="defectId" variant="embedded" header={<Header variant="h3" counter={`(${data.unresolvedDefects.length})`}>{t.openDefects}</Header>} empty={t.noOpenDefects} pageSize={20} ariaLabel={t.openDefects} wrapLines />
            <SpaceBetween size="xs">
              <Box variant="h3">{t.lastSevenDays} ({data.prior7dayFormFaultSubmissions.length})</Box>
              {data.prior7dayFormFaultSubmissions.length === 0 ? (
                <Box color="text-body-secondary">{t.noneLastSevenDays}</Box>
              ) : (
                <SpaceBetween direction="horizontal" size="m">
                  {data.prior7dayFormFaultSubmissions.map((id) => (
                    <ReviewLink key={id} submissionId={id}>{usDateTime(data.unresolvedDefects.find((d) => d.submissionId === id)?.completedAt)}</ReviewLink>
                  ))}
                </SpaceBetween>
              )}
            </SpaceBetween>
            <DataTable
              items={data.inspections}
              columns={reportColumns}
              trackBy="submissionId"
              variant="embedded"
              header={
                <Header
                  variant="h3"
                  actions={
                    <SpaceBetween direction="horizontal" size="xs">
                      {cursors.length > 1 && <Button onClick={() => setCursors([null])}>{t.newest}</Button>}
                      {data.nextCursor && <Button onClick={() => setCursors([...cursors, data.nextCursor])}>{t.older}</Button>}
                    </SpaceBetween>
                  }
                >
                  {t.reports}
                </Header>
              }
              empty={t.noReports}
              pageSize={10}
              ariaLabel={t.reports}
            />
            {hasRole(user.role, SHOP) && <InspectionLinksPanel vehicleId={vehicleId} />}
          </SpaceBetween>
        )}
      </Loaded>
    </Container>
  );
}
