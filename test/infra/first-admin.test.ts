import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { cdkJsonContext } from '../../infra/lib/cdk-context';
import { createTremplin } from '../../infra/lib/tremplin-app';
import { env, fakeBuild, FUNCTION_STACK_NAMES, removeTempDirs, tempDir } from './synth';

type Resource = { Type: string; Properties?: Record<string, unknown> };

/** The app as `cdk deploy [-c adminEmail=…]` synthesizes it; without bundling, which only the code needs. */
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

/** Each function's environment variables, by logical id. */
function environments(template: Template): Record<string, Record<string, string>> {
  const functions = template.findResources('AWS::Lambda::Function') as Record<string, Resource>;
  return Object.fromEntries(
    Object.entries(functions).map(([id, fn]) => [
      id,
      (fn.Properties?.Environment as { Variables?: Record<string, string> } | undefined)?.Variables ?? {},
    ]),
  );
}

const firstAdminOutput = (template: Template): string =>
  String((Object.values(template.findOutputs('FirstAdmin'))[0] as { Value?: unknown } | undefined)?.Value);

afterAll(() => removeTempDirs());

describe('first admin on AWS (context adminEmail)', () => {
  it('carries the named e-mail to the bootstrap function only, and says so', () => {
    const { api, functions, auth } = synth({ adminEmail: 'Fondatrice@exemple.ma' });
    const apiEnvironments = environments(functions);
    const bootstrap = Object.entries(apiEnvironments).filter(([id]) => id.startsWith('Apibootstrapadmin'));
    expect(bootstrap).toHaveLength(1);
    expect(bootstrap[0]?.[1].BOOTSTRAP_ADMIN_EMAIL).toBe('Fondatrice@exemple.ma');
    const others = Object.entries(apiEnvironments).filter(([id]) => !id.startsWith('Apibootstrapadmin'));
    for (const [id, variables] of others) expect(variables, id).not.toHaveProperty('BOOTSTRAP_ADMIN_EMAIL');

    // Sign-up verifies every address with a code: no trigger needs to know the named one.
    const triggers = environments(auth);
    for (const [id, variables] of Object.entries(triggers))
      expect(variables, id).not.toHaveProperty('BOOTSTRAP_ADMIN_EMAIL');

    expect(firstAdminOutput(api)).toContain('Only Fondatrice@exemple.ma may become the first admin');

    // The local first-signed-in mode is the local cloud's alone: no deployed function has it.
    for (const [id, variables] of Object.entries({ ...apiEnvironments, ...triggers })) {
      expect(variables, id).not.toHaveProperty('BOOTSTRAP_ADMIN_MODE');
    }
  });

  it('names nobody without it: the function gets an empty e-mail and the output says how to set one', () => {
    const { api, functions } = synth();
    const bootstrap = Object.entries(environments(functions)).find(([id]) =>
      id.startsWith('Apibootstrapadmin'),
    );
    expect(bootstrap?.[1].BOOTSTRAP_ADMIN_EMAIL).toBe('');
    expect(firstAdminOutput(api)).toContain('No first admin named');
    expect(firstAdminOutput(api)).toContain('npm run deploy -- -c adminEmail=');
  });

  it('refuses a context value that is not an e-mail address', () => {
    expect(() => synth({ adminEmail: 'pas-une-adresse' })).toThrow(/adminEmail/);
  });
});
