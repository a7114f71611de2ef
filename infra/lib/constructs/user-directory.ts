import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  UserPool,
  UserPoolEmail,
  UserPoolOperation,
  type StandardAttributesMask,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { TriggerName } from '../../../lambdas/routes';
import { PLATFORM_NAME } from '@common/platform';
import { USER_POOL } from '../../definitions/auth';
import { stageNamesOf } from '../stage';

/** The definition's names ('tremplin-users'), with the stage's prefix in place of 'tremplin'. */
function stageName(name: string, namePrefix: string): string {
  return name.replace(/^tremplin/, () => namePrefix);
}

/** An Amazon SES identity Cognito sends from: an address, or a domain (sending from no-reply@ it). */
export interface SesIdentity {
  readonly fromEmail: string;
  readonly verifiedDomain?: string;
}

export interface UserDirectoryProps {
  /** The handlers cognito-local calls too: the same modules in both worlds. */
  readonly triggers: Record<TriggerName, IFunction>;
  /** Send Cognito's e-mails through SES from this identity; Cognito's own sender when absent. */
  readonly sesIdentity?: SesIdentity;
}

/** CDK's names for the standard attributes the definition's client may write. */
const WRITABLE: Readonly<Record<(typeof USER_POOL.writeAttributes)[number], keyof StandardAttributesMask>> = {
  locale: 'locale',
};

const OPERATIONS: Record<TriggerName, UserPoolOperation> = {
  customMessage: UserPoolOperation.CUSTOM_MESSAGE,
  postConfirmation: UserPoolOperation.POST_CONFIRMATION,
  postAuthentication: UserPoolOperation.POST_AUTHENTICATION,
};

/**
 * The Cognito user pool, its role groups and the web app's client, from the shared definition. Sign-up
 * confirms the address with a code Cognito e-mails (e-mail is auto-verified, with no trigger that
 * confirms accounts); reset codes go to verified addresses only.
 */
export class UserDirectory extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: UserDirectoryProps) {
    super(scope, id);

    const { namePrefix } = stageNamesOf(this);
    const policy = USER_POOL.passwordPolicy;
    const mfaFactors: readonly string[] = USER_POOL.mfa.secondFactors;
    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: stageName(USER_POOL.name, namePrefix),
      // Lite covers all the pool uses (authenticator-app MFA, the Lambda triggers, the app's own
      // forms) at the lowest price per monthly active user; Essentials would add managed login,
      // passwordless and access-token customization, none of them used.
      featurePlan: FeaturePlan.LITE,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: policy.minLength,
        requireLowercase: policy.requireLowercase,
        requireUppercase: policy.requireUppercase,
        requireDigits: policy.requireDigits,
        requireSymbols: policy.requireSymbols,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Each user may turn on an authenticator app (Paramètres → Sécurité); admin actions may require it.
      mfa: USER_POOL.mfa.configuration === 'OPTIONAL' ? Mfa.OPTIONAL : Mfa.REQUIRED,
      mfaSecondFactor: {
        otp: mfaFactors.includes('SOFTWARE_TOKEN_MFA'),
        sms: mfaFactors.includes('SMS_MFA'),
      },
      // The e-mails' text is the CustomMessage trigger's (French, lambdas/auth-triggers/custom-message.ts).
      email: props.sesIdentity
        ? UserPoolEmail.withSES({
            fromEmail: props.sesIdentity.fromEmail,
            fromName: PLATFORM_NAME,
            ...(props.sesIdentity.verifiedDomain
              ? { sesVerifiedDomain: props.sesIdentity.verifiedDomain }
              : {}),
          })
        : UserPoolEmail.withCognito(),
      // Accounts cannot be recreated with the same sub: keep the pool whatever happens to the stack.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason:
          "No symbol required, by the product's password rule: a minimum length with upper case, lower case and digits. NIST SP 800-63B advises against composition rules beyond that.",
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          "MFA is optional, by the product's choice: every user may turn on an authenticator app (TOTP) in Paramètres → Sécurité, and admin actions require it on the admin's account on a deployment (context requireAdminMfa, on by default). Requiring it of every entrepreneur would shut out those without a second device.",
      },
      {
        // cdk-nag's current id for what COG3 (advanced security mode) used to check.
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection (compromised-credential detection, adaptive authentication) needs the Cognito Plus feature plan, billed per monthly active user: a cost not taken on for now.',
      },
    ]);

    for (const [name, fn] of Object.entries(props.triggers) as [TriggerName, IFunction][]) {
      this.userPool.addTrigger(OPERATIONS[name], fn);
    }

    for (const group of USER_POOL.groups) {
      new CfnUserPoolGroup(this, `Group-${group.name}`, {
        userPoolId: this.userPool.userPoolId,
        groupName: group.name,
        precedence: group.precedence,
        description: group.description,
      });
    }

    const flows: readonly string[] = USER_POOL.authFlows;
    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: stageName(USER_POOL.clientName, namePrefix),
      generateSecret: false,
      // USER_PASSWORD_AUTH implies ALLOW_REFRESH_TOKEN_AUTH in CDK: the two flows of the definition.
      authFlows: { userPassword: flows.includes('ALLOW_USER_PASSWORD_AUTH') },
      // The app signs in with its own forms, never the hosted UI.
      disableOAuth: true,
      preventUserExistenceErrors: USER_POOL.preventUserExistenceErrors,
      enableTokenRevocation: USER_POOL.enableTokenRevocation,
      // Not email: a stolen access token cannot point the address (sign-in, reset codes) elsewhere.
      writeAttributes: new ClientAttributes().withStandardAttributes(
        Object.fromEntries(USER_POOL.writeAttributes.map((name) => [WRITABLE[name], true])),
      ),
      accessTokenValidity: Duration.minutes(USER_POOL.accessTokenValidityMinutes),
      idTokenValidity: Duration.minutes(USER_POOL.idTokenValidityMinutes),
      refreshTokenValidity: Duration.days(USER_POOL.refreshTokenValidityDays),
      authSessionValidity: Duration.minutes(USER_POOL.authSessionValidityMinutes),
    });
  }
}
