import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { fetchInspectionPdf, myInspections } from '#web/api/inspections.ts';
import { saveFile } from '#web/api/payroll-files.ts';
import { openKeptPdf } from '#web/offline/kept-pdfs.ts';
import { outboxUser } from '#web/offline/outbox.ts';
import { usDateTime } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { inspectionKeys } from './query-keys.ts';
import { useDefectsText } from '#web/features/forms/fill/defects-text.ts';

/**
 * The driver's own DVIRs of the last 90 days, newest first, each with its PDF: what he shows at a roadside
 * stop. The PDF comes through the API as a blob (no presigned link), so it can be kept on the phone.
 */
export function MyInspections() {
  const { t } = useTranslation();
  const defects = useDefectsText();
  const list = useQuery({ queryKey: inspectionKeys.mine, queryFn: myInspections });
  const [opening, setOpening] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const open = async (submissionId: string, name: string) => {
    setOpening(submissionId);
    setFailed(false);
    try {
      saveFile({ blob: await openKeptPdf(outboxUser(), submissionId, fetchInspectionPdf), fileName: name });
    } catch {
      setFailed(true);
    } finally {
      setOpening(undefined);
    }
  };
  return (
    <Container header={<Header variant="h2">{t('forms.mine.title')}</Header>}>
      {failed ? <StatusIndicator type="error">{t('forms.mine.pdfFailed')}</StatusIndicator> : null}
      <Loaded query={list} feature={t('forms.mine.feature')}>
        {(rows) => rows.length === 0 ? <Box color="text-body-secondary">{t('forms.mine.none')}</Box> : (
          <ul className="fd-forms-list" data-testid="my-inspections">
            {rows.map((s) => {
              const when = usDateTime(s.completedAt);
              return (
                <li key={s.submissionId} data-submission={s.submissionId}>
                  <div>
                    <Box fontWeight="bold">{when}</Box>
                    <Box fontSize="body-s">{s.VehicleID ? t('forms.mine.tractor', { id: s.VehicleID }) : t('forms.mine.noTractor')}</Box>
                    <StatusIndicator type={s.countOfFailedFormFields > 0 ? 'warning' : 'success'}>
                      {s.countOfFailedFormFields > 0 ? defects(s.countOfFailedFormFields) : t('forms.mine.passed')}
                    </StatusIndicator>
                  </div>
                  <Button
                    loading={opening === s.submissionId}
                    ariaLabel={t('forms.mine.openPdfOf', { tractor: s.VehicleID, when })}
                    onClick={() => void open(s.submissionId, `${s.formName} ${s.VehicleID} ${s.completedAt.slice(0, 10)}.pdf`)}
                  >
                    {t('forms.mine.openPdf')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Loaded>
    </Container>
  );
}
