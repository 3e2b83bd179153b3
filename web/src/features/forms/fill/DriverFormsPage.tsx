import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formNameIn } from '#shared/forms/starter-dvir-words';
import { usDateTime } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { MyInspections } from '#web/features/inspections/MyInspections.tsx';
import { fillApi, fillKeys } from './fill-client.ts';
import { useDefectsText } from './defects-text.ts';
import { useReaderLanguage } from './reader-language.ts';
import './form-filler.css';
import './driver-forms.css';

const fillPath = (formId: string) => `/pretrip-safety-inspection?formId=${encodeURIComponent(formId)}`;

/** /driver-forms: the forms to fill (required before a trip first), those in progress, and the person's recent submissions. */
export function DriverFormsPage() {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const defects = useDefectsText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const mine = useQuery({ queryKey: fillKeys.myForms, queryFn: fillApi.myForms });
  const recent = useQuery({ queryKey: fillKeys.mySubmissions, queryFn: fillApi.mySubmissions });
  const discard = useMutation({ mutationFn: fillApi.discardDraft, onSuccess: () => client.invalidateQueries({ queryKey: fillKeys.myForms }) });
  return (
    <ContentLayout header={<Header variant="h1">{t('forms.driverFormsTitle')}</Header>}>
      <SpaceBetween size="m">
        <Loaded query={mine} feature={t('forms.driverFormsTitle')}>
          {({ forms, drafts }) => (
            <SpaceBetween size="m">
              <Container header={<Header variant="h2">{t('forms.formsToFill')}</Header>}>
                {forms.length === 0 ? <Box color="text-body-secondary">{t('forms.noForms')}</Box> : (
                  <ul className="fd-forms-list">
                    {forms.map((f) => (
                      <li key={f.formId}>
                        <div>
                          <Box fontWeight="bold">{formNameIn(f.formName, language)}</Box>
                          {f.requiredForTrips ? <StatusIndicator type="warning">{t('forms.requiredForTrips')}</StatusIndicator> : null}
                        </div>
                        <Button variant="primary" ariaLabel={t('forms.fillNamed', { name: formNameIn(f.formName, language) })} onClick={() => navigate(fillPath(f.formId))}>{t('forms.fill')}</Button>
                      </li>
                    ))}
                  </ul>
                )}
              </Container>
              <Container header={<Header variant="h2">{t('forms.inProgress')}</Header>}>
                {discard.isError ? <StatusIndicator type="error">{t('forms.discardFailed')}</StatusIndicator> : null}
                {drafts.length === 0 ? <Box color="text-body-secondary">{t('forms.noDrafts')}</Box> : (
                  <ul className="fd-forms-list">
                    {drafts.map((d) => (
                      <li key={d.draftId}>
                        <div>
                          <Box fontWeight="bold">{formNameIn(d.formName, language)}{d.VehicleID ? ` · ${d.VehicleID}` : ''}</Box>
                          <Box fontSize="body-s" color="text-body-secondary">{t('forms.startedAt', { when: usDateTime(d.startedAt) })}</Box>
                        </div>
                        <SpaceBetween size="xs" direction="horizontal">
                          <Button onClick={() => navigate(`/pretrip-safety-inspection?draftId=${encodeURIComponent(d.draftId)}`)}>{t('forms.resume')}</Button>
                          <Button variant="link" loading={discard.isPending && discard.variables === d.draftId} onClick={() => discard.mutate(d.draftId)}>{t('forms.discard')}</Button>
                        </SpaceBetween>
                      </li>
                    ))}
                  </ul>
                )}
              </Container>
            </SpaceBetween>
          )}
        </Loaded>
        <MyInspections />
        <Container header={<Header variant="h2">{t('forms.recent')}</Header>}>
          <Loaded query={recent} feature={t('forms.recent')}>
            {(rows) => rows.length === 0 ? <Box color="text-body-secondary">{t('forms.noSubmissions')}</Box> : (
              <ul className="fd-forms-list">
                {rows.map((s) => (
                  <li key={s.submissionId}>
                    <div>
                      <Box fontWeight="bold">{formNameIn(s.formName, language)}{s.VehicleID ? ` · ${s.VehicleID}` : ''}</Box>
                      <Box fontSize="body-s" color="text-body-secondary">{usDateTime(s.completedAt)}</Box>
                    </div>
                    <StatusIndicator type={s.countOfFailedFormFields > 0 ? 'warning' : 'success'}>{defects(s.countOfFailedFormFields)}</StatusIndicator>
                  </li>
                ))}
              </ul>
            )}
          </Loaded>
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
