import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useSearchParams } from 'react-router';
import { audienceAdmits } from '#shared/access/page-access';
import { formBuilderApi } from '#web/api/form-builder.ts';
import { useSession } from '#web/auth/session-context.ts';
import { SignedLinkView } from '#web/components/SignedLinkView.tsx';
import { builderText as t } from './strings.ts';

/** /FORM-Template?formId=…: the blank form to print, through a signed link the API gives office staff. */
export function FormTemplatePage() {
  const { session } = useSession();
  const [params] = useSearchParams();
  const formId = params.get('formId') ?? '';
  const versionText = params.get('version');
  const version = versionText && /^\d{1,7}$/.test(versionText) ? Number(versionText) : undefined;
  const office = session.status === 'signedIn' && audienceAdmits('office', session.me.user.role);
  return (
    <ContentLayout header={<Header variant="h1">{t.templateTitle}</Header>}>
      {!office ? <Box>{t.templateSignedOut}</Box> : !formId ? <Box>{t.noFormChosen}</Box> : <SignedLinkView queryKey={['forms', 'template-link', formId, version ?? 0]} load={() => formBuilderApi.templateLink(formId, version)} feature={t.templateTitle} />}
    </ContentLayout>
  );
}
