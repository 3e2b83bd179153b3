import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useEffect, useState } from 'react';
import { chatApi } from './chat-api.ts';
import { chatText } from './strings.ts';

type Mail = Record<string, string>;

/**
 * /communications/sms-status: the company's outgoingMail. In AWS it is the log of alerts SES and SNS
 * took or refused; on one machine it is the outbox itself, where a developer reads what would be sent.
 */
export function OutboxPage() {
  const [mail, setMail] = useState<Mail[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    chatApi.outbox().then((r) => setMail(r.mail), () => setFailed(true));
  }, []);
  const c = chatText.outboxColumns;
  return (
    <Table
      header={<Header variant="h1" description={chatText.outboxDescription}>{chatText.outboxHeader}</Header>}
      loading={mail === null && !failed}
      loadingText={chatText.loading}
      items={mail ?? []}
      empty={<Box color={failed ? 'text-status-error' : 'text-body-secondary'}>{failed ? chatText.outboxFailed : chatText.outboxEmpty}</Box>}
      wrapLines
      columnDefinitions={[
        { id: 'createdAt', header: c.createdAt, cell: (m) => new Date(m.createdAt ?? '').toLocaleString() },
        { id: 'channel', header: c.channel, cell: (m) => m.channel },
        { id: 'to', header: c.to, cell: (m) => m.to },
        { id: 'state', header: c.state, cell: (m) => (m.error ? `${m.state}: ${m.error}` : m.state) },
        { id: 'text', header: c.text, cell: (m) => (m.subject ? `${m.subject} — ${m.text}` : m.text) },
      ]}
    />
  );
}
