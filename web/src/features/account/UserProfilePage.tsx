import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState } from 'react';
import { getProfile, type UserProfile } from '#web/api/account.ts';
import { text } from '#web/strings.ts';
import { ProfileForm } from './ProfileForm.tsx';

/** /user-profile: reads the caller's profile and lets him update it. */
export function UserProfilePage() {
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    getProfile().then(
      (loaded) => current && setProfile(loaded),
      (error: unknown) => current && setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <ContentLayout header={<Header variant="h1" description={text.profile.description}>{text.profile.header}</Header>}>
      {loadError && (
        <Alert type="error" header={text.profile.loadFailed}>
          {loadError}
        </Alert>
      )}
      {!loadError && !profile && <Spinner size="large" />}
      {profile && <ProfileForm profile={profile} onSaved={setProfile} />}
    </ContentLayout>
  );
}
