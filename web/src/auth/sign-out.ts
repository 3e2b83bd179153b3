import { signOut } from 'aws-amplify/auth';

/** The account item's Sign Out: sign out, then reload so no state of the previous user survives (§4). */
export async function signOutAndReload(): Promise<void> {
  try {
    await signOut();
  } finally {
    window.location.reload();
  }
}
