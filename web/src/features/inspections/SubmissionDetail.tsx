import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation, useQuery } from '@tanstack/react-query';
import { downloadSubmissionPdf, getSubmission, type ReviewField, type SubmissionDetail as Detail } from '#web/api/inspections.ts';
import { saveFile } from '#web/api/payroll-files.ts';
import { usDateTime } from '#web/components/format.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { FaultActions } from './FaultActions.tsx';
import { inspectionKeys } from './query-keys.ts';
import { inspectionText } from './strings.ts';
import './inspections.css';

const t = inspectionText.detail;

function answerOf(f: ReviewField): string {
  if (f.style === 'Pass / Fail') return f.value === true ? t.pass : f.value === false ? t.fail : t.notAnswered;
  if (f.style === 'Photo' || f.style === 'Signature') return '';
  return f.value === undefined || f.value === null || f.value === '' ? t.notAnswered : String(f.value);
}

function Photos({ keys, urls }: { keys: readonly string[] | undefined; urls: Record<string, string> }) {
  if (!keys?.length) return null;
  return (
    <div className="inspection-photos">
      {keys.map((k, i) => (urls[k] ? <a key={k} href={urls[k]} target="_blank" rel="noreferrer"><img src={urls[k]} alt={t.photo(i + 1)} /></a> : null))}
    </div>
  );
}

function Resolution({ f }: { f: ReviewField }) {
  const lines = [
    f.outOfService && f.state !== 'resolved' ? t.outOfService : '',
    f.state === 'resolved' ? t.resolvedBy(f.resolvedBy ?? 'Admin', usDateTime(f.resolvedAt)) : '',
    f.state === 'deferred' ? t.deferredUntil(f.deferredUntil ?? '', f.deferredReason ?? '') : '',
    f.resolutionComment ?? '',
    f.repairCertification ? inspectionText.detail.certification[f.repairCertification] ?? '' : '',
    f.maintenanceRecordId ? t.repairRecord(f.maintenanceRecordId) : '',
  ].filter(Boolean);
  return <>{lines.map((l) => <Box key={l} variant="small">{l}</Box>)}</>;
}

function FieldRow({ f, detail }: { f: ReviewField; detail: Detail }) {
  const failed = f.style === 'Pass / Fail' && f.value === false;
  const answer = answerOf(f);
  return (
    <div className={failed ? 'inspection-item inspection-item-fail' : 'inspection-item'} data-field={f.fieldId}>
      <div className="inspection-item-line">
        <span>{f.label}</span>
        {failed ? <Badge color="red">{answer}</Badge> : <strong>{answer}</strong>}
        {f.state && <Badge color={f.state === 'resolved' ? 'green' : f.state === 'deferred' ? 'grey' : 'red'}>{inspectionText.states[f.state]}</Badge>}
      </div>
      {f.remarks && <Box variant="small">{t.remarks}: {f.remarks}</Box>}
      <Photos keys={f.photos} urls={detail.imageUrls} />
      {f.defectId && <Resolution f={f} />}
      <Photos keys={f.resolutionImages} urls={detail.imageUrls} />
      {f.defectId && f.state && f.state !== 'resolved' && (
        <FaultActions fault={{ VehicleID: detail.submission.VehicleID, defectId: f.defectId, label: f.label, state: f.state, outOfService: f.outOfService ?? false, version: f.defectVersion ?? 1 }} />
      )}
    </div>
  );
}

/** One submission: its version's questions by category, FAIL items highlighted with photos and their repair, the PDF. */
export function SubmissionDetail({ submissionId }: { submissionId: string }) {
  const load = useQuery({ queryKey: inspectionKeys.submission(submissionId), queryFn: () => getSubmission(submissionId) });
  const pdf = useMutation({ mutationFn: () => downloadSubmissionPdf(submissionId), onSuccess: saveFile });
  return (
    <Loaded query={load} feature={inspectionText.manage.title}>
      {(detail) => {
        const s = detail.submission;
        const visible = detail.fields.filter((f) => !f.hidden);
        const categories = [...new Set(visible.map((f) => f.category || 'General'))];
        return (
          <Container
            header={
              <Header
                variant="h2"
                description={`${s.VehicleID ? `${inspectionText.tractor} ${s.VehicleID} · ` : ''}${s.submittedByDisplayName} · ${usDateTime(s.completedAt)} · ${t.version(s.formVersion)}`}
                actions={<Button iconName="download" loading={pdf.isPending} onClick={() => pdf.mutate()}>{t.downloadPdf}</Button>}
              >
                {s.formName}
              </Header>
            }
          >
            <SpaceBetween size="m">
              {pdf.isError && <Box color="text-status-error">{errorMessage(pdf.error)}</Box>}
              <Box>{detail.faults.length === 0 ? t.noFaults : t.faultsTitle(detail.faults.length)}{detail.driverComments.length > 0 ? ` · ${t.commentsTitle(detail.driverComments.length)}` : ''}</Box>
              {categories.map((c) => (
                <section key={c} aria-label={c}>
                  <Header variant="h3">{c}</Header>
                  {visible.filter((f) => (f.category || 'General') === c).map((f) => <FieldRow key={f.fieldId} f={f} detail={detail} />)}
                </section>
              ))}
            </SpaceBetween>
          </Container>
        );
      }}
    </Loaded>
  );
}
