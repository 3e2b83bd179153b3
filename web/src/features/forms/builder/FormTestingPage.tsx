import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AnswerBody } from '#shared/forms/answers';
import type { FormDetail, FormTestResult } from '#shared/forms/form-api';
import { formBuilderApi, formBuilderKeys } from '#web/api/form-builder.ts';
import { errorMessage } from '#web/components/LoadFailure.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { FormFiller } from '#web/features/forms/fill/FormFiller.tsx';
import { builderText as t } from './strings.ts';

/** Nothing is stored while testing: a photo stays in the browser as an object URL. */
const localImage = (blob: Blob) => Promise.resolve(URL.createObjectURL(blob));

function CheckResult({ result }: { result: FormTestResult }) {
  const errorCount = Object.keys(result.errors).length;
  return (
    <Container header={<Header variant="h2">{t.checkResult}</Header>}>
      <SpaceBetween size="s">
        <Alert type={result.valid ? 'success' : 'warning'}>{result.valid ? t.valid : t.invalid(errorCount)}</Alert>
        <Box variant="h3">{t.faults}: {t.faultCount(result.countOfFailedFormFields)}</Box>
        {result.faults.length === 0 ? <Box>{t.noFaults}</Box> : <ul>{result.faults.map((f) => <li key={f.fieldId}>{f.category}: {f.label}{f.remarks ? ` — ${f.remarks}` : ''}</li>)}</ul>}
        <Box variant="h3">{t.comments}</Box>
        {result.driverComments.length === 0 ? <Box>{t.noComments}</Box> : <ul>{result.driverComments.map((f) => <li key={f.fieldId}>{f.label}: {f.style === 'Comment' ? String(f.value ?? '') : f.remarks}</li>)}</ul>}
      </SpaceBetween>
    </Container>
  );
}

function Tester({ form }: { form: FormDetail }) {
  const [answers, setAnswers] = useState<AnswerBody[]>([]);
  const check = useMutation({ mutationFn: () => formBuilderApi.test(form.formId, answers) });
  const errors = check.data?.errors ?? {};
  return (
    <ContentLayout header={<Header variant="h1" description={t.testDescription} actions={<Button variant="primary" loading={check.isPending} onClick={() => check.mutate()}>{t.check}</Button>}>{t.testTitle}: {form.formName}</Header>}>
      <SpaceBetween size="m">
        {check.isError && <Alert type="error">{errorMessage(check.error)}</Alert>}
        {check.data && <CheckResult result={check.data} />}
        <div style={{ maxWidth: 480 }}>
          <FormFiller questions={form.formFields} answers={answers} onChange={setAnswers} errors={errors} uploadImage={localImage} />
        </div>
        <Button variant="primary" loading={check.isPending} onClick={() => check.mutate()}>{t.check}</Button>
      </SpaceBetween>
    </ContentLayout>
  );
}

/** /form-testing?formId=…: fill the draft as a driver would and see what a submission would say; nothing is stored. */
export function FormTestingPage() {
  const [params] = useSearchParams();
  const formId = params.get('formId') ?? '';
  const load = useQuery({ queryKey: formBuilderKeys.form(formId), queryFn: () => formBuilderApi.get(formId), enabled: formId !== '' });
  if (!formId) return <ContentLayout header={<Header variant="h1">{t.testTitle}</Header>}><Box>{t.noFormChosen}</Box></ContentLayout>;
  return <Loaded query={load} feature={t.testTitle}>{(form) => <Tester key={form.formId} form={form} />}</Loaded>;
}
