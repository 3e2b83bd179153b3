import { signOut } from 'aws-amplify/auth';
import { useEffect } from 'react';
import { PageLoading } from '#web/app/PageLoading.tsx';

/** /logout signs out and starts over at the root with a fresh page. */
export function LogoutPage() {
  useEffect(() => {
    void signOut()
      .catch(() => undefined)
      .finally(() => window.location.replace('/'));
  }, []);
  return <PageLoading />;
}
