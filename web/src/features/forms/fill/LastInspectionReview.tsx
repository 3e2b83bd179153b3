import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { LastInspectionView, ReviewDefect } from '#shared/forms/fill-api';
import { formNameIn, questionLabel } from '#shared/forms/starter-dvir-words';
import { usDate, usDateTime } from '#web/components/format.ts';
import { SignaturePad } from './SignaturePad.tsx';
import { useDefectsText } from './defects-text.ts';
import { useReaderLanguage } from './reader-language.ts';
import './form-filler.css';

function DefectCard({ d, earlier }: { d: ReviewDefect; earlier: boolean }) {
  const { t } = useTranslation();
  const label = questionLabel(d, useReaderLanguage());
  const state = d.state === 'resolved' ? 'success' : d.state === 'deferred' ? 'pending' : 'error';
  return (
    <div className="fd-fill__defect" data-defect={d.fieldId}>
      <SpaceBetween size="xxs">
        <Box fontWeight="bold">{label}</Box>
        <SpaceBetween size="xs" direction="horizontal">
          <StatusIndicator type={state}>{t(`forms.defectState.${d.state}`)}</StatusIndicator>
          {d.outOfService && d.state !== 'resolved' ? <StatusIndicator type="warning">{t('forms.outOfService')}</StatusIndicator> : null}
        </SpaceBetween>
        {earlier ? <Box fontSize="body-s" color="text-body-secondary">{t('forms.reportedEarlier', { who: d.reportedBy, when: usDateTime(d.reportedAt) })}</Box> : null}
        {d.remarks ? <Box>{d.remarks}</Box> : null}
        {d.photoUrls.length > 0 ? (
          <div className="fd-fill__photos">
            {d.photoUrls.map((url, i) => (
              <a key={url} href={url} target="_blank" rel="noreferrer" className="fd-fill__photo">
                <img src={url} alt={t('forms.photoOf', { label, n: i + 1 })} />
              </a>
            ))}
          </div>
        ) : null}
        {d.state === 'deferred' && d.deferredUntil ? <Box fontSize="body-s">{t('forms.deferredUntil', { reason: d.deferredReason ?? '', until: usDate(d.deferredUntil) })}</Box> : null}
        {d.state === 'resolved' ? (
          <Box fontSize="body-s">
            {t('forms.resolved', { by: d.resolvedBy ?? '', when: usDateTime(d.resolvedAt) })}
            {d.resolutionComment ? `: ${d.resolutionComment}` : ''}
          </Box>
        ) : null}
        <Box fontSize="body-s" color={d.repairCertification ? 'text-status-success' : 'text-body-secondary'}>
          {d.repairCertification ? t(d.repairCertification === 'repaired' ? 'forms.certifiedRepaired' : 'forms.certifiedNotNeeded', { by: d.repairCertifiedBy ?? '' }) : t('forms.notCertified')}
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
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const defects = useDefectsText();
  const [signatureKey, setSignatureKey] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const s = review.submission;
  if (!s) return null;
  return (
    <Container header={<Header variant="h2" description={t('forms.reviewIntro', { who: s.submittedByDisplayName, when: usDateTime(s.completedAt) })}>{t('forms.reviewTitle')}</Header>}>
      <SpaceBetween size="m">
        {notice ? <Alert type="warning">{notice}</Alert> : null}
        <Box>{formNameIn(s.formName, language)}: {defects(s.countOfFailedFormFields)}</Box>
        {s.remarks ? <Box color="text-body-secondary">{s.remarks}</Box> : null}
        {review.defects.map((d) => <DefectCard key={`${d.submissionId}.${d.fieldId}`} d={d} earlier={d.submissionId !== s.submissionId} />)}
        <SignaturePad label={t('forms.reviewSign')} signatureKey={signatureKey} onChange={setSignatureKey} uploadImage={uploadImage} required error={problem} />
        <Button
          variant="primary"
          onClick={() => {
            if (!signatureKey) setProblem(t('forms.reviewSignFirst'));
            else onSigned(signatureKey);
          }}
        >
          {t('forms.reviewContinue')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
