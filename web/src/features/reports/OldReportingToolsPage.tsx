import { Navigate, useLocation } from 'react-router';

/** /old_reporting-tools: the previous report page's address (bookmarks, e-mails) goes on to /reporting-tools with its query. */
export function OldReportingToolsPage() {
  const { search } = useLocation();
  return <Navigate to={`/reporting-tools${search}`} replace />;
}
