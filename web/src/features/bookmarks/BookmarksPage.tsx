import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { hasRole } from '#shared/access/roles';
import { useSignedIn } from '#web/auth/session-context.ts';
import { text } from '#web/strings.ts';
import { BookmarkManager } from './BookmarkManager.tsx';
import { BookmarkTable } from './BookmarkTable.tsx';

/** The Bookmark Manager's minimum role (report menu: bookmarks, 3). */
const MANAGER_ROLE = 3;

/** /bookmarks and /company-bookmarks: the company's links readable by the user's role; role 3 and up manage them. */
export function BookmarksPage() {
  const { user } = useSignedIn();
  return (
    <ContentLayout header={<Header variant="h1" description={text.bookmarks.description}>{text.bookmarks.header}</Header>}>
      {hasRole(user.role, MANAGER_ROLE) ? <BookmarkManager /> : <BookmarkTable />}
    </ContentLayout>
  );
}
