import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useNavigate } from 'react-router';
import { usDateTime } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { MyInspections } from '#web/features/inspections/MyInspections.tsx';
import { fillApi, fillKeys } from './fill-client.ts';
import { fillText as t } from './strings.ts';
import './form-filler.css';
import './driver-forms.css';

const fillPath = (formId: string) => `/pretrip-safety-inspection?formId=${encodeURIComponent(formId)}`;

/** /driver-forms: the forms to fill (required before a trip first), those in progress, and the person's recent submissions. */
export function DriverFormsPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const mine = useQuery({ queryKey: fillKeys.myForms, queryFn: fillApi.myForms });
  const recent = useQuery({ queryKey: fillKeys.mySubmissions, queryFn: fillApi.mySubmissions });
  const discard = useMutation({ mutationFn: fillApi.discardDraft, onSuccess: () => client.invalidateQueries({ queryKey: fillKeys.myForms }) });
  return (
    <ContentLayout header={<Header variant="h1">{t.driverFormsTitle}</Header>}>
      <SpaceBetween size="m">
        <Loaded query={mine} feature={t.driverFormsTitle}>
          {({ forms, drafts }) => (
            <SpaceBetween size="m">
              <Container header={<Header variant="h2">{t.formsToFill}</Header>}>
                {forms.length === 0 ? <Box color="text-body-secondary">{t.noForms}</Box> : (
                  <ul className="fd-forms-list">
                    {forms.map((f) => (
                      <li key={f.formId}>
                        <div>
                          <Box fontWeight="bold">{f.formName}</Box>
                          {f.requiredForTrips ? <StatusIndicator type="warning">{t.requiredForTrips}</StatusIndicator> : null}
                        </div>
                        <Button variant="primary" ariaLabel={`${t.fill} ${f.formName}`} onClick={() => navigate(fillPath(f.formId))}>{t.fill}</Button>
                      </li>
                    ))}
                  </ul>
                )}
              </Container>
              <Container header={<Header variant="h2">{t.inProgress}</Header>}>
                {discard.isError ? <StatusIndicator type="error">{t.discardFailed}</StatusIndicator> : null}
                {drafts.length === 0 ? <Box color="text-body-secondary">{t.noDrafts}</Box> : (
                  <ul className="fd-forms-list">
                    {drafts.map((d) => (
                      <li key={d.draftId}>
                        <div>
                          <Box fontWeight="bold">{d.formName}{d.VehicleID ? ` · ${d.VehicleID}` : ''}</Box>
                          <Box fontSize="body-s" color="text-body-secondary">{t.startedAt(usDateTime(d.startedAt))}</Box>
                        </div>
                        <SpaceBetween size="xs" direction="horizontal">
                          <Button onClick={() => navigate(`/pretrip-safety-inspection?draftId=${encodeURIComponent(d.draftId)}`)}>{t.resume}</Button>
                          <Button variant="link" loading={discard.isPending && discard.variables === d.draftId} onClick={() => discard.mutate(d.draftId)}>{t.discard}</Button>
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
        <Container header={<Header variant="h2">{t.recent}</Header>}>
          <Loaded query={recent} feature={t.recent}>
            {(rows) => rows.length === 0 ? <Box color="text-body-secondary">{t.noSubmissions}</Box> : (
              <ul className="fd-forms-list">
                {rows.map((s) => (
                  <li key={s.submissionId}>
                    <div>
                      <Box fontWeight="bold">{s.formName}{s.VehicleID ? ` · ${s.VehicleID}` : ''}</Box>
                      <Box fontSize="body-s" color="text-body-secondary">{usDateTime(s.completedAt)}</Box>
                    </div>
                    <StatusIndicator type={s.countOfFailedFormFields > 0 ? 'warning' : 'success'}>{t.defects(s.countOfFailedFormFields)}</StatusIndicator>
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
