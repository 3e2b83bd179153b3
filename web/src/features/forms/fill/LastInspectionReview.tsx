import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { LastInspectionView, ReviewDefect } from '#shared/forms/fill-api';
import { usDate, usDateTime } from '#web/components/format.ts';
import { SignaturePad } from './SignaturePad.tsx';
import { fillText as t } from './strings.ts';
import './form-filler.css';

function DefectCard({ d, earlier }: { d: ReviewDefect; earlier: boolean }) {
  const state = d.state === 'resolved' ? 'success' : d.state === 'deferred' ? 'pending' : 'error';
  return (
    <div className="fd-fill__defect" data-defect={d.fieldId}>
      <SpaceBetween size="xxs">
        <Box fontWeight="bold">{d.label}</Box>
        <SpaceBetween size="xs" direction="horizontal">
          <StatusIndicator type={state}>{t.defectState[d.state] ?? d.state}</StatusIndicator>
          {d.outOfService && d.state !== 'resolved' ? <StatusIndicator type="warning">{t.outOfService}</StatusIndicator> : null}
        </SpaceBetween>
        {earlier ? <Box fontSize="body-s" color="text-body-secondary">{t.reportedEarlier(d.reportedBy, usDateTime(d.reportedAt))}</Box> : null}
        {d.remarks ? <Box>{d.remarks}</Box> : null}
        {d.photoUrls.length > 0 ? (
          <div className="fd-fill__photos">
            {d.photoUrls.map((url, i) => (
              <a key={url} href={url} target="_blank" rel="noreferrer" className="fd-fill__photo">
                <img src={url} alt={t.photoOf(d.label, i + 1)} />
              </a>
            ))}
          </div>
        ) : null}
        {d.state === 'deferred' && d.deferredUntil ? <Box fontSize="body-s">{t.deferredUntil(d.deferredReason ?? '', usDate(d.deferredUntil))}</Box> : null}
        {d.state === 'resolved' ? (
          <Box fontSize="body-s">
            {t.resolved(d.resolvedBy ?? '', usDateTime(d.resolvedAt))}
            {d.resolutionComment ? `: ${d.resolutionComment}` : ''}
          </Box>
        ) : null}
        <Box fontSize="body-s" color={d.repairCertification ? 'text-status-success' : 'text-body-secondary'}>
          {d.repairCertification ? t.certified(d.repairCertification, d.repairCertifiedBy ?? '') : t.notCertified}
        </Box>
      </SpaceBetween>
    </div>
  );
}

interface ReviewProps {
  review: LastInspectionView;
  uploadImage: (blob: Blob) => Promise<string>;
  onSigned: (signatureKey: string) => void;
  notice?: string | undefined;
}

/** §396.13: the last DVIR of the tractor, each defect with its repair and certification, signed before the driver starts his own. */
export function LastInspectionReview({ review, uploadImage, onSigned, notice }: ReviewProps) {
  const [signatureKey, setSignatureKey] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const s = review.submission;
  if (!s) return null;
  return (
    <Container header={<Header variant="h2" description={t.reviewIntro(s.submittedByDisplayName, usDateTime(s.completedAt))}>{t.reviewTitle}</Header>}>
      <SpaceBetween size="m">
        {notice ? <Alert type="warning">{notice}</Alert> : null}
        <Box>{s.formName}: {t.defects(s.countOfFailedFormFields)}</Box>
        {s.remarks ? <Box color="text-body-secondary">{s.remarks}</Box> : null}
        {review.defects.map((d) => <DefectCard key={`${d.submissionId}.${d.fieldId}`} d={d} earlier={d.submissionId !== s.submissionId} />)}
        <SignaturePad label={t.reviewSign} signatureKey={signatureKey} onChange={setSignatureKey} uploadImage={uploadImage} required error={problem} />
        <Button
          variant="primary"
          onClick={() => {
            if (!signatureKey) setProblem(t.reviewSignFirst);
            else onSigned(signatureKey);
          }}
        >
          {t.reviewContinue}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
