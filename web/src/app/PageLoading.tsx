import Spinner from '@cloudscape-design/components/spinner';
import { text } from '#web/strings.ts';

export function PageLoading() {
  return (
    <div className="fd-page-loading" role="status" aria-live="polite">
      <Spinner size="large" />
      <span className="fd-visually-hidden">{text.loading}</span>
    </div>
  );
}
