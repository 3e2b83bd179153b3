import Flashbar from '@cloudscape-design/components/flashbar';
import { useState } from 'react';
import { lacksCompanyClaim, type SessionUser } from '#shared/access/session';
import { text } from '#web/strings.ts';

/** The warning snackbar for a user whose token carries no company yet (§4, §8). */
export function CompanyClaimNotice({ user }: { user: Pick<SessionUser, 'companyId'> | null }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !lacksCompanyClaim(user)) return null;
  return (
    <Flashbar
      items={[
        {
          id: 'company-claim',
          type: 'warning',
          content: text.companyClaimWarning,
          dismissible: true,
          dismissLabel: text.dismiss,
          onDismiss: () => setDismissed(true),
        },
      ]}
    />
  );
}
