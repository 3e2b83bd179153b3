import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  NumberAttribute,
  StringAttribute,
  UserPool,
  UserPoolClient,
  UserPoolEmail,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { CLIENT_PROFILE_ATTRIBUTES, PASSWORD_POLICY, SELF_SIGN_UP_ENABLED, TENANT_ATTRIBUTES } from '#lib/user-pool-policy';

export { TENANT_ATTRIBUTES } from '#lib/user-pool-policy';

export interface AuthStackProps extends StackProps {
  /**
   * A verified SES identity (the alerts' sender): Cognito then mails codes and invitations through SES.
   * Without it Cognito's own sender is used, which AWS limits to 50 e-mails a day (fine for a trial only).
   */
  readonly sesFromEmail?: string;
  /** Where an invited user signs in, named in the invitation (the web app's `/login`). */
  readonly signInUrl?: string;
}

/** Cognito user pool (e-mail sign-in) and the SPA's public app client. */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps = {}) {
    super(scope, id, props);
    const signIn = props.signInUrl ? `Sign in at ${props.signInUrl}` : 'Sign in to FAST DASHBOARD';

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: SELF_SIGN_UP_ENABLED,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true }, fullname: { required: false, mutable: true } },
      customAttributes: {
        companyId: new StringAttribute({ minLen: 1, maxLen: 64, mutable: true }),
        role: new NumberAttribute({ min: 1, max: 99, mutable: true }),
        driverId: new StringAttribute({ minLen: 1, maxLen: 32, mutable: true }),
      },
      passwordPolicy: {
        minLength: PASSWORD_POLICY.minLength,
        requireLowercase: PASSWORD_POLICY.requireLowercase,
        requireUppercase: PASSWORD_POLICY.requireUppercase,
        requireDigits: PASSWORD_POLICY.requireDigits,
        requireSymbols: PASSWORD_POLICY.requireSymbols,
        tempPasswordValidity: Duration.days(PASSWORD_POLICY.tempPasswordValidityDays),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: 'Your FAST DASHBOARD verification code',
        emailBody: 'Your FAST DASHBOARD verification code is {####}. It expires in 24 hours.',
      },
      userInvitation: {
        emailSubject: 'You are invited to FAST DASHBOARD',
        emailBody: `Your company invited you to FAST DASHBOARD. User name: {username}. Temporary password: {####}. ${signIn} within 3 days and choose your own password.`,
      },
      ...(props.sesFromEmail ? { email: UserPoolEmail.withSES({ fromEmail: props.sesFromEmail, fromName: 'FAST DASHBOARD' }) } : {}),
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason: 'The product spec signs users in with e-mail and password only; the pool enforces a 12-character complex password instead. Turning on MFA is a product decision, not an infrastructure default.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'Essentials plan: Plus-tier threat protection is billed per active user and is not in the spec; revisit with the security review before onboarding more companies.',
      },
    );

    const profileAttributes = Object.fromEntries(Object.keys(CLIENT_PROFILE_ATTRIBUTES).map((name) => [name, true]));
    this.userPoolClient = this.userPool.addClient('WebClient', {
      // A browser cannot keep a secret.
      generateSecret: false,
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ ...profileAttributes, emailVerified: true })
        .withCustomAttributes(...TENANT_ATTRIBUTES),
      writeAttributes: new ClientAttributes().withStandardAttributes(profileAttributes),
    });
  }
}
