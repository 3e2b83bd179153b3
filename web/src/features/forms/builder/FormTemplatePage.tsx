import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSearchParams } from 'react-router';
import { audienceAdmits } from '#shared/access/page-access';
import { formBuilderApi } from '#web/api/form-builder.ts';
import { useSession } from '#web/auth/session-context.ts';
import { usDateTime } from '#web/components/format.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { builderText as t } from './strings.ts';

function TemplateLinkView({ formId, version }: { formId: string; version?: number }) {
  // A fresh link per visit: each expires in 15 minutes, so it is never cached.
  const load = useQuery({ queryKey: ['forms', 'template-link', formId, version ?? 0], queryFn: () => formBuilderApi.templateLink(formId, version), gcTime: 0, staleTime: Infinity });
  return (
    <Loaded query={load} feature={t.templateTitle}>
      {(link) => (
        <SpaceBetween size="s">
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Button variant="primary" href={link.url} target="_blank" iconName="external">{t.templateOpen}</Button>
            <Box color="text-body-secondary">{t.templateExpires(usDateTime(link.expiresAt))}</Box>
          </SpaceBetween>
          <iframe title={link.fileName} src={link.url} style={{ width: '100%', height: '75vh', border: '1px solid #e9ebed' }} />
        </SpaceBetween>
      )}
    </Loaded>
  );
}

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
      {!office ? <Box>{t.templateSignedOut}</Box> : !formId ? <Box>{t.noFormChosen}</Box> : <TemplateLinkView formId={formId} {...(version ? { version } : {})} />}
    </ContentLayout>
  );
}
