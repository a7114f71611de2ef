import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { ADMIN_MFA_VARIABLE } from '../../../lambdas/lib/admin-mfa';
import { ORIGIN_VERIFY_VARIABLE } from '../../../lambdas/lib/origin-verify';
import { PIPELINE_VARIABLES } from '../../../lambdas/notifications/settings';
import type { RouteDefinition } from '../../../lambdas/routes';
import { BOOTSTRAP_ADMIN_EMAIL_VARIABLE } from '../../../lambdas/users/first-admin-setting';
import { FunctionAlarms } from '../constructs/alarms';
import { ApiFunctions } from '../constructs/api-functions';
import type { LinkSecret } from '../constructs/link-secret';
import type { OriginSecret } from '../constructs/origin-secret';
import { registerStage, type StageNames } from '../stage';

export interface ApiFunctionsStackProps extends StackProps {
  readonly names?: StageNames;
  /** This stack's routes (infra/definitions/api-functions.ts groups them). */
  readonly routes: readonly RouteDefinition[];
  /** What the alarms' e-mails call these functions, e.g. "Tremplin API functions (catalogue)". */
  readonly label: string;
  readonly table: ITable;
  readonly documentsBucket: IBucket;
  readonly mediaBucket: IBucket;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly alarmTopic: ITopic;
  /** The header value CloudFront sends; every function refuses a request without it. */
  readonly originSecret: OriginSecret;
  /** Signs links (unsubscribe, invitations): the routes that check them alone get it. */
  readonly linkSecret: LinkSecret;
  /** Context adminEmail: the only address that may become the first admin (none: nobody may). */
  readonly adminEmail?: string;
  /** Context requireAdminMfa (default true). */
  readonly requireAdminMfa?: boolean;
}

/** The route whose function reads the first-admin setting. */
const BOOTSTRAP_ROUTE = 'bootstrap-admin';

/** Some of the API's functions (one per route), their permissions and their alarms. */
export class ApiFunctionsStack extends Stack {
  /** Functions by route name. */
  readonly functions: ReadonlyMap<string, NodejsFunction>;

  constructor(scope: Construct, id: string, props: ApiFunctionsStackProps) {
    super(scope, id, props);
    registerStage(this, props.names);
    const { routes } = props;

    // Exactly the admin actions' functions and those that give the admin role read the setting
    // (lambdas/lib/admin-mfa.ts).
    const adminMfa = String(props.requireAdminMfa ?? true);
    const routeEnvironment: Record<string, Record<string, string>> = {};
    const add = (name: string, variables: Record<string, string>) => {
      routeEnvironment[name] = { ...routeEnvironment[name], ...variables };
    };
    for (const route of routes.filter((r) => r.adminAction || r.grantsAdminRole)) {
      add(route.name, { [ADMIN_MFA_VARIABLE]: adminMfa });
    }
    // Empty when none is named: bootstrap then refuses everyone. BOOTSTRAP_ADMIN_MODE is never set here.
    if (routes.some((r) => r.name === BOOTSTRAP_ROUTE)) {
      add(BOOTSTRAP_ROUTE, { [BOOTSTRAP_ADMIN_EMAIL_VARIABLE]: props.adminEmail ?? '' });
    }
    // The routes that check signed links (unsubscribe, invitations) alone have their key.
    for (const route of routes.filter((r) => r.readsLinkSecret)) {
      add(route.name, { [PIPELINE_VARIABLES.linkSecret]: props.linkSecret.value });
    }

    const functions = new ApiFunctions(this, 'Api', {
      routes,
      table: props.table,
      buckets: { documents: props.documentsBucket, media: props.mediaBucket },
      userPool: props.userPool,
      // Names as lambdas/lib/env.ts reads them; the JWT issuer and JWKS URI derive from the pool.
      environment: {
        TABLE_NAME: props.table.tableName,
        USER_POOL_ID: props.userPool.userPoolId,
        USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
        DOCUMENTS_BUCKET: props.documentsBucket.bucketName,
        MEDIA_BUCKET: props.mediaBucket.bucketName,
        // A dynamic reference: CloudFormation writes the value at deploy (docs/security.md says why here).
        [ORIGIN_VERIFY_VARIABLE]: props.originSecret.value,
      },
      routeEnvironment,
    });
    this.functions = functions.functions;

    new FunctionAlarms(this, 'FunctionAlarms', {
      topic: props.alarmTopic,
      functions: functions.functions,
      label: props.label,
    });
  }
}
