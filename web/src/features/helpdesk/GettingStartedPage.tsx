import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useNavigate } from 'react-router';
import type { ChecklistView } from '#shared/helpdesk/helpdesk-api';
import { useChecklist } from '#web/api/helpdesk.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { HelpdeskSignOn } from './HelpdeskSignOn.tsx';
import { helpdeskText as t } from './strings.ts';
import { SupportTicketForm } from './SupportTicketForm.tsx';

function Checklist({ view }: { view: ChecklistView }) {
  const navigate = useNavigate();
  return (
    <Container header={<Header variant="h2" description={t.progress(view.doneCount, view.steps.length)}>{t.checklistHeader}</Header>}>
      <SpaceBetween size="l">
        {view.steps.map(({ step, done, path }) => {
          const s = { ...t.steps[step], ...(path ? { path } : {}) };
          return (
            <div key={step} data-testid={`step-${step}`}>
              <SpaceBetween size="xxs">
                <SpaceBetween direction="horizontal" size="s" alignItems="center">
                  <StatusIndicator type={done ? 'success' : 'pending'}>{done ? t.done : t.toDo}</StatusIndicator>
                  <Box variant="h3" padding="n">{s.title}</Box>
                </SpaceBetween>
                <Box color="text-body-secondary">{s.help}</Box>
                <Link href={s.path} onFollow={(event) => { event.preventDefault(); navigate(s.path); }}>{s.link}</Link>
              </SpaceBetween>
            </div>
          );
        })}
      </SpaceBetween>
    </Container>
  );
}

/** /getting-started: the onboarding checklist from the company's own data, a support ticket and the helpdesk sign-on. */
export function GettingStartedPage() {
  const checklist = useChecklist();
  return (
    <ContentLayout header={<Header variant="h1" description={t.description}>{t.title}</Header>}>
      <SpaceBetween size="l">
        <Loaded query={checklist} feature={t.feature}>{(view) => <Checklist view={view} />}</Loaded>
        <Container header={<Header variant="h2" description={t.sso.description}>{t.sso.header}</Header>}>
          <HelpdeskSignOn />
        </Container>
        <Container header={<Header variant="h2" description={t.ticket.description}>{t.ticket.header}</Header>}>
          <SupportTicketForm />
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
