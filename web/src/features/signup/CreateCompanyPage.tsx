import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { fetchAuthSession } from 'aws-amplify/auth';
import { useNavigate } from 'react-router';
import { homePathFor } from '#shared/access/layout-choice';
import { ROOT_PATH } from '#shared/access/route-guard';
import { lacksCompanyClaim } from '#shared/access/session';
import type { CreateCompanyBody } from '#shared/signup/company-schema';
import { createCompany } from '#web/api/signup.ts';
import { useSession } from '#web/auth/session-context.ts';
import { PageLoading } from '#web/app/PageLoading.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import { signupText } from './strings.ts';

const t = signupText.createCompany;

/**
 * /create-company: a signed-in user without a company founds it; with a company (also the confirmation
 * e-mail's `?companyId=` link) the page says it is set up; a visitor is asked to sign in.
 */
export function CreateCompanyPage() {
  const { session, refresh } = useSession();
  const navigate = useNavigate();

  if (session.status === 'loading') return <PageLoading />;
  if (session.status !== 'signedIn') {
    return (
      <Container header={<Header variant="h1" description={t.signedOutBody}>{t.signedOutHeader}</Header>}>
        <SpaceBetween direction="horizontal" size="xs">
          <Button variant="primary" onClick={() => navigate('/login')}>
            {t.signIn}
          </Button>
          <Button onClick={() => navigate('/register')}>{t.register}</Button>
        </SpaceBetween>
      </Container>
    );
  }

  const { user, company } = session.me;
  if (!lacksCompanyClaim(user)) {
    return (
      <Container header={<Header variant="h1">{t.doneHeader}</Header>}>
        <SpaceBetween size="l">
          <Box variant="p">{t.doneBody(company?.companyName ?? '')}</Box>
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="primary" onClick={() => navigate('/company-setup')}>
              {t.companySetup}
            </Button>
            <Button onClick={() => navigate('/getting-started')}>{t.gettingStarted}</Button>
            <Button variant="link" onClick={() => navigate(homePathFor(user.role))}>
              {t.home}
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      </Container>
    );
  }

  const create = async (body: CreateCompanyBody) => {
    await createCompany(body);
    // The server set the claims; only a new ID token carries them.
    await fetchAuthSession({ forceRefresh: true });
    const next = await refresh();
    // "/" sends the new owner on to Getting started, his home while his company has steps to do.
    if (next.status === 'signedIn') navigate(ROOT_PATH, { replace: true });
  };

  return <CompanyForm defaultEmail={user.email} onCreate={create} />;
}
