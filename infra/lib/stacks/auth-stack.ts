import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Policy } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { Permissions } from '../../../lambdas/permissions';
import { registerStage, type StageNames } from '../stage';
import { AUTH_TRIGGERS, TRIGGER_PERMISSIONS, type TriggerName } from '../../../lambdas/routes';
import { grantPermissions, permissionStatements } from '../grants';
import { FunctionAlarms } from '../constructs/alarms';
import { HandlerFunction } from '../constructs/handler-function';
import { UserDirectory, type SesIdentity } from '../constructs/user-directory';

export interface AuthStackProps extends StackProps {
  /** The platform's stage (infra/lib/stage.ts): prod when absent. */
  readonly names?: StageNames;
  /** Users are mirrored in the table by the triggers. */
  readonly table: ITable;
  readonly alarmTopic: ITopic;
  /** Where Cognito's e-mails go out from (context sesIdentity); Cognito's own sender without it. */
  readonly sesIdentity?: SesIdentity;
  /** Defaults to TRIGGER_PERMISSIONS (lambdas/routes.ts); tests pass changed ones. */
  readonly triggerPermissions?: Readonly<Record<TriggerName, Permissions>>;
}

/**
 * Cognito: the pool, its groups, the web client and the triggers. The trigger functions live
 * here, next to the pool that invokes them, and take the table from the data stack (created
 * first), so no reference runs back from data to auth. They are not given the pool id: the pool
 * refers to them, so the reverse reference would be a cycle, and they do not need it.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  /** The trigger functions, by trigger. */
  readonly triggers: Readonly<Record<TriggerName, IFunction>>;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    registerStage(this, props.names);

    const permissions = props.triggerPermissions ?? TRIGGER_PERMISSIONS;
    const triggers = {} as Record<TriggerName, IFunction>;
    for (const [name, handlerModule] of Object.entries(AUTH_TRIGGERS) as [TriggerName, string][]) {
      const fn = new HandlerFunction(this, `Trigger-${name}`, {
        handlerModule,
        description: `Tremplin Cognito ${name} trigger`,
        environment: { TABLE_NAME: props.table.tableName },
      }).function;
      const { cognito, ...rest } = permissions[name];
      void cognito;
      grantPermissions(fn, rest, { table: props.table });
      triggers[name] = fn;
    }

    this.triggers = triggers;
    new FunctionAlarms(this, 'TriggerAlarms', {
      topic: props.alarmTopic,
      functions: new Map(Object.entries(triggers)),
      label: 'Tremplin Cognito triggers',
    });
    const directory = new UserDirectory(this, 'Users', {
      triggers,
      ...(props.sesIdentity ? { sesIdentity: props.sesIdentity } : {}),
    });
    this.userPool = directory.userPool;
    this.webClient = directory.webClient;

    // A trigger's Cognito actions name the pool, which names the trigger: in the role's default policy
    // (which the function waits for) that is a cycle, so they get a policy of their own, attached after.
    for (const [name, fn] of Object.entries(triggers) as [TriggerName, IFunction][]) {
      const { cognito } = permissions[name];
      if (!cognito?.length || !fn.role) continue;
      const statements = permissionStatements({ cognito }, { table: props.table, userPool: this.userPool });
      fn.role.attachInlinePolicy(new Policy(this, `Trigger-${name}-Cognito`, { statements }));
    }

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.webClient.userPoolClientId });
  }
}
