import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import Table from '@cloudscape-design/components/table';
import { useEffect, useState } from 'react';
import { listBookmarks, type Bookmark } from '#web/api/bookmarks.ts';
import { text } from '#web/strings.ts';

export function BookmarkTable() {
  const [bookmarks, setBookmarks] = useState<Bookmark[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    listBookmarks().then(
      (items) => current && setBookmarks(items),
      (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, []);

  if (error) {
    return (
      <Alert type="error" header={text.bookmarks.loadFailed}>
        {error}
      </Alert>
    );
  }
  return (
    <Table
      variant="container"
      loading={bookmarks === null}
      loadingText={text.loading}
      items={bookmarks ?? []}
      trackBy="id"
      wrapLines
      empty={<Box textAlign="center">{text.bookmarks.empty}</Box>}
      columnDefinitions={[
        {
          id: 'title',
          header: text.bookmarks.title,
          cell: (b) => (
            <span className="fd-tap-link">
              <Link href={b.url} external target="_blank">
                {b.title}
              </Link>
            </span>
          ),
        },
        { id: 'url', header: text.bookmarks.link, cell: (b) => b.url },
      ]}
    />
  );
}
