import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { KeyValueStorageInterface } from 'aws-amplify/utils';
import { StepFailure } from './step-failure.ts';

export interface UserPoolCoordinates {
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** Only where Cognito is not AWS's own (the local cloud's emulator publishes it in /config.json). */
  readonly userPoolEndpoint?: string;
}

/** Amplify's token store for one journey: a new one each time, so a second journey starts signed out. */
class JourneyStorage implements KeyValueStorageInterface {
  private readonly items = new Map<string, string>();
  async setItem(key: string, value: string): Promise<void> {
    this.items.set(key, value);
  }
  async getItem(key: string): Promise<string | null> {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string): Promise<void> {
    this.items.delete(key);
  }
  async clear(): Promise<void> {
    this.items.clear();
  }
}

/** What Cognito's refusals mean to the person running the smoke test. */
const PLAIN: Record<string, string> = {
  NotAuthorizedException: 'Cognito refused the e-mail and password',
  UserNotFoundException: 'Cognito knows no user with this e-mail',
  UserNotConfirmedException: 'the user has not confirmed his e-mail yet',
  PasswordResetRequiredException: 'the user must reset his password first',
  TooManyRequestsException: 'Cognito is throttling sign-ins; try again in a minute',
  LimitExceededException: 'Cognito is throttling sign-ins; try again in a minute',
  ResourceNotFoundException: 'Cognito knows no such user pool or app client (is config.json from this stage?)',
};

/**
 * Signs in through Cognito's SRP flow (USER_SRP_AUTH) with Amplify v6, the library the SPA itself signs
 * in with, and answers the id token the HTTP and WebSocket APIs take. Amplify is one per process: two
 * journeys in one process must not overlap.
 */
export async function srpSignIn(pool: UserPoolCoordinates, email: string, password: string): Promise<string> {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        ...(pool.userPoolEndpoint ? { userPoolEndpoint: pool.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(new JourneyStorage());

  let next: string;
  try {
    const result = await signIn({ username: email, password, options: { authFlowType: 'USER_SRP_AUTH' } });
    next = result.nextStep.signInStep;
  } catch (error) {
    const { name, message } = error as { name?: string; message?: string };
    const plain = name ? PLAIN[name] : undefined;
    if (plain) throw new StepFailure(`${plain} (${name}: ${message ?? ''})`);
    throw new StepFailure(`sign-in failed: ${name ?? 'Error'}: ${message ?? String(error)}`);
  }
  if (next === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
    throw new StepFailure('the user still has his temporary password: sign in once on the web app and choose a new one');
  }
  if (next !== 'DONE') throw new StepFailure(`Cognito asks for a further sign-in step (${next}) this smoke test does not answer`);
  const token = (await fetchAuthSession()).tokens?.idToken?.toString();
  if (!token) throw new StepFailure('Cognito signed the user in but Amplify holds no id token');
  return token;
}
