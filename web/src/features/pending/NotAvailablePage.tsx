import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { matchAppPath } from '#shared/access/app-paths';
import { useCurrentAppPath } from '#web/app/route-handle.ts';
import { pageTitles } from '#web/strings.ts';
import { NotAvailable } from './NotAvailable.tsx';

/** Every product path whose page a later issue builds opens this page, titled for that path. */
export function NotAvailablePage() {
  const appPath = useCurrentAppPath() ?? '/';
  const title = pageTitles[appPath];
  const area = matchAppPath(appPath)?.area ?? 'shell';
  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <NotAvailable feature={title} area={area} />
    </ContentLayout>
  );
}
