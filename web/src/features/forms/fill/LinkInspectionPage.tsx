import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpinnerBox from '@cloudscape-design/components/spinner';
import { ApiError } from '#web/api/client.ts';
import { fillKeys, linkApi } from './fill-client.ts';
import { InspectionRun, SubmittedResult } from './InspectionRun.tsx';
import { keptKey } from './kept-answers.ts';

/** The token after `#link=`: in the fragment, so it never reaches a server log or a Referer header. */
function tokenOfLocation(): string {
  const match = /(?:^#|&)link=([^&]+)/.exec(window.location.hash);
  return match ? decodeURIComponent(match[1]!) : '';
}

/**
 * /inspection-form#link=…: a tractor's inspection opened from the QR code in its cab, without signing in.
 * The visitor reviews the last DVIR when it reported a fault, gives his name, fills and submits.
 */
export function LinkInspectionPage() {
  const { t } = useTranslation();
  const [token] = useState(tokenOfLocation);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const view = useQuery({ queryKey: fillKeys.link(token), queryFn: () => linkApi.form(token), enabled: token !== '', retry: false });
  const refused = view.error instanceof ApiError && view.error.status === 401;

  let body;
  if (!token) body = <Alert type="info">{t('forms.linkMissing')}</Alert>;
  else if (refused) body = <Alert type="error" header={t('forms.linkRefused')} />;
  else if (view.isError) body = <Alert type="error">{t('forms.submitFailed')}</Alert>;
  else if (!view.data) body = <Box textAlign="center"><SpinnerBox size="large" /></Box>;
  else if (!view.data.form) body = <Box color="text-body-secondary">{t('forms.noDvir')}</Box>;
  else {
    const { form, tractor, lastInspection } = view.data;
    body = (
      <InspectionRun
        version={form}
        keptKey={keptKey(form.formId, form.formVersion, `link-${tractor.VehicleID}`)}
        lastInspection={lastInspection}
        uploadImage={linkApi.uploadImage(token)}
        onReviewStale={() => void view.refetch()}
        onFieldErrors={(errors) => setNameError(errors.inspectorName)}
        before={
          <Container>
            <FormField label={t('forms.yourName')} description={t('forms.yourNameHint')} errorText={nameError}>
              <Input value={name} onChange={({ detail }) => setName(detail.value)} ariaLabel={t('forms.yourName')} autoComplete="name" />
            </FormField>
          </Container>
        }
        submit={(p) => linkApi.submit(token, {
          formId: form.formId, formVersion: form.formVersion, startedAt: p.startedAt, answers: p.answers, inspectorName: name.trim(),
          ...(p.draftId ? { draftId: p.draftId } : {}),
          ...(p.priorReview ? { priorReview: p.priorReview } : {}),
        })}
        done={(result) => <SubmittedResult result={result} />}
      />
    );
  }
  const tractor = view.data?.tractor;
  return (
    <ContentLayout header={<Header variant="h1" description={tractor ? [t('forms.linkTractor', { id: tractor.VehicleID }), tractor.make, tractor.model].filter(Boolean).join(' · ') : undefined}>{view.data?.companyName ? t('forms.linkTitleOf', { company: view.data.companyName }) : t('forms.linkTitle')}</Header>}>
      {body}
    </ContentLayout>
  );
}
