import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { cdkJsonContext } from '../../infra/lib/cdk-context';
import { createTremplin } from '../../infra/lib/tremplin-app';
import { ROUTES } from '../../lambdas/routes';
import { env, fakeBuild, FUNCTION_STACK_NAMES, removeTempDirs, tempDir } from './synth';

type Resource = { Type: string; Properties?: Record<string, unknown> };
type Statement = { Action: string | string[]; Resource: unknown };

/** The app as `cdk deploy [-c requireAdminMfa=…]` synthesizes it; without bundling, which only the code needs. */
function synth(context: Record<string, unknown> = {}) {
  const app = new App({
    outdir: tempDir('tremplin-cdk-out-'),
    context: { ...cdkJsonContext(), ...context, 'aws:cdk:bundling-stacks': [] },
  });
  const stacks = createTremplin(app, { env, buildDir: fakeBuild() });
  // The API's functions, from their three stacks, as one template (their logical ids are distinct).
  const functions = Template.fromJSON({
    Resources: Object.assign(
      {},
      ...FUNCTION_STACK_NAMES.map(
        (name) => (Template.fromStack(stacks[name]).toJSON() as { Resources: object }).Resources,
      ),
    ) as Record<string, unknown>,
  });
  return { api: Template.fromStack(stacks.api), functions, auth: Template.fromStack(stacks.auth) };
}

/** The route a function of the API stack serves, from its logical id (`Api{name without dashes}Function…`). */
function routeOf(logicalId: string): string | undefined {
  return ROUTES.map((route) => route.name)
    .sort((a, b) => b.length - a.length)
    .find((name) => logicalId.startsWith(`Api${name.replace(/-/g, '')}Function`));
}

/** Each function's environment variables, by route name (API) or logical id (triggers). */
function environments(template: Template, byRoute: boolean): Record<string, Record<string, string>> {
  const functions = template.findResources('AWS::Lambda::Function') as Record<string, Resource>;
  return Object.fromEntries(
    Object.entries(functions).map(([id, fn]) => [
      byRoute ? (routeOf(id) ?? id) : id,
      (fn.Properties?.Environment as { Variables?: Record<string, string> } | undefined)?.Variables ?? {},
    ]),
  );
}

/** The routes whose function's role may call `action`, and on what. */
function grantees(template: Template, action: string): { route: string; resource: unknown }[] {
  const functions = template.findResources('AWS::Lambda::Function') as Record<string, Resource>;
  const routeByRole = new Map(
    Object.entries(functions).map(([id, fn]) => [
      (fn.Properties?.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0],
      routeOf(id) ?? id,
    ]),
  );
  const policies = template.findResources('AWS::IAM::Policy') as Record<string, Resource>;
  return Object.values(policies).flatMap((policy) => {
    const roles = (policy.Properties?.Roles as { Ref: string }[]).map(
      (role) => routeByRole.get(role.Ref) ?? role.Ref,
    );
    const statements = (policy.Properties?.PolicyDocument as { Statement: Statement[] }).Statement;
    return statements
      .filter((statement) => [statement.Action].flat().includes(action))
      .flatMap((statement) => roles.map((route) => ({ route, resource: statement.Resource })));
  });
}

const ADMIN_ACTIONS = [
  'assign-user-role',
  'count-announcement-recipients',
  'get-contact-message',
  'list-announcements',
  'list-contact-messages',
  'list-users',
  'send-announcement',
];
/** The functions that read the setting: the admin actions, and the first admin's (it gives the role). */
const READ_SETTING = [...ADMIN_ACTIONS, 'bootstrap-admin'].sort();

afterAll(() => removeTempDirs());

describe('two-factor sign-in on AWS', () => {
  const { functions: api, auth } = synth();

  it('lets every user turn on an authenticator app: MFA optional, TOTP only, 3-minute sign-in sessions', () => {
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
    // No SMS: no SNS role, no SMS configuration.
    const pool = Object.values(auth.findResources('AWS::Cognito::UserPool'))[0] as Resource;
    expect(pool.Properties).not.toHaveProperty('SmsConfiguration');
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', { AuthSessionValidity: 3 });
  });

  it('tells exactly the admin actions’ functions (every /api/admin/* route) and the first admin’s to require it, by default', () => {
    expect(
      ROUTES.filter((route) => route.path.startsWith('/api/admin/'))
        .map((route) => route.name)
        .sort(),
    ).toEqual(ADMIN_ACTIONS);
    expect(
      ROUTES.filter((route) => route.adminAction)
        .map((route) => route.name)
        .sort(),
    ).toEqual(ADMIN_ACTIONS);
    expect(
      ROUTES.filter((route) => route.adminAction || route.grantsAdminRole)
        .map((route) => route.name)
        .sort(),
    ).toEqual(READ_SETTING);
    const apiFunctions = environments(api, true);
    for (const [name, variables] of Object.entries(apiFunctions)) {
      if (READ_SETTING.includes(name)) expect(variables.ADMIN_MFA_REQUIRED, name).toBe('true');
      else expect(variables, name).not.toHaveProperty('ADMIN_MFA_REQUIRED');
    }
    expect(Object.keys(apiFunctions)).toEqual(expect.arrayContaining(READ_SETTING));
    for (const [id, variables] of Object.entries(environments(auth, false))) {
      expect(variables, id).not.toHaveProperty('ADMIN_MFA_REQUIRED');
    }
  });

  it('grants AdminGetUser on the pool to those functions (and the one that ends sessions) only', () => {
    const granted = grantees(api, 'cognito-idp:AdminGetUser');
    expect(granted.map((grant) => grant.route).sort()).toEqual([...READ_SETTING, 'end-sessions'].sort());
    for (const grant of granted) {
      // The pool's ARN, imported from the auth stack: never '*'.
      expect(JSON.stringify(grant.resource), grant.route).toMatch(/UserPool/);
      expect(grant.resource, grant.route).not.toBe('*');
    }
  });

  it('grants the global sign-out on the pool to the session ending and the reset trigger only', () => {
    const fromApi = grantees(api, 'cognito-idp:AdminUserGlobalSignOut');
    expect(fromApi.map((grant) => grant.route)).toEqual(['end-sessions']);
    const fromAuth = grantees(auth, 'cognito-idp:AdminUserGlobalSignOut');
    expect(fromAuth.map((grant) => grant.route)).toEqual([expect.stringMatching(/^TriggerpostConfirmation/)]);
    for (const grant of [...fromApi, ...fromAuth]) {
      expect(JSON.stringify(grant.resource), grant.route).toMatch(/UserPool/);
      expect(grant.resource, grant.route).not.toBe('*');
    }
  });

  it('is turned off with -c requireAdminMfa=false (the CLI passes text), and refuses other values', () => {
    for (const value of ['false', false]) {
      const apiFunctions = environments(synth({ requireAdminMfa: value }).functions, true);
      for (const name of READ_SETTING) expect(apiFunctions[name]?.ADMIN_MFA_REQUIRED, name).toBe('false');
    }
    const on = environments(synth({ requireAdminMfa: 'true' }).functions, true);
    for (const name of READ_SETTING) expect(on[name]?.ADMIN_MFA_REQUIRED, name).toBe('true');
    expect(() => synth({ requireAdminMfa: 'non' })).toThrow(/requireAdminMfa/);
  });
});
