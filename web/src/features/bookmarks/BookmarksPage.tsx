import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { text } from '#web/strings.ts';
import { BookmarkTable } from './BookmarkTable.tsx';

/** /bookmarks and /company-bookmarks: the company's links readable by the user's role. */
export function BookmarksPage() {
  return (
    <ContentLayout header={<Header variant="h1" description={text.bookmarks.description}>{text.bookmarks.header}</Header>}>
      <BookmarkTable />
    </ContentLayout>
  );
}
