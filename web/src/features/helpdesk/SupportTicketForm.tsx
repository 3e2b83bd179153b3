import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CHECKLIST_STEPS, type ChecklistStep } from '#shared/helpdesk/helpdesk-api';
import { sendTicket } from '#web/api/helpdesk.ts';
import { ApiError } from '#web/api/client.ts';
import { helpdeskText } from './strings.ts';

const t = helpdeskText.ticket;
const NO_STEP = '';

/** createOmniSupportTicket: subject, question and the step it is about; support answers by e-mail. */
export function SupportTicketForm() {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [step, setStep] = useState<ChecklistStep | typeof NO_STEP>(NO_STEP);
  const send = useMutation({
    mutationFn: sendTicket,
    onSuccess: () => {
      setSubject('');
      setMessage('');
      setStep(NO_STEP);
    },
  });
  const fields = send.error instanceof ApiError ? send.error.fields : {};
  const options = [{ value: NO_STEP, label: t.noStep }, ...CHECKLIST_STEPS.map((s) => ({ value: s, label: helpdeskText.steps[s].title }))];
  return (
    <form onSubmit={(event) => { event.preventDefault(); send.mutate({ subject, message, ...(step ? { step } : {}) }); }} data-testid="support-ticket">
      <Form
        errorText={send.isError && Object.keys(fields).length === 0 ? (send.error instanceof Error ? send.error.message : t.failed) : undefined}
        actions={<Button variant="primary" formAction="submit" loading={send.isPending}>{t.send}</Button>}
      >
        <SpaceBetween size="s">
          {send.isSuccess && <Alert type="success" dismissible onDismiss={() => send.reset()}>{t.sent(send.data.ticketId)}</Alert>}
          <FormField label={t.subject} errorText={fields.subject}>
            <Input value={subject} ariaLabel={t.subject} onChange={({ detail }) => setSubject(detail.value)} />
          </FormField>
          <FormField label={t.message} errorText={fields.message}>
            <Textarea value={message} ariaLabel={t.message} rows={5} onChange={({ detail }) => setMessage(detail.value)} />
          </FormField>
          <FormField label={t.step}>
            <Select selectedOption={options.find((o) => o.value === step) ?? options[0]!} options={options} onChange={({ detail }) => setStep((detail.selectedOption.value ?? NO_STEP) as ChecklistStep | typeof NO_STEP)} />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
