import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { cdkJsonContext } from '../../infra/lib/cdk-context';
import { createTremplin } from '../../infra/lib/tremplin-app';
import { env, fakeBuild, removeTempDirs, tempDir } from './synth';

type Resource = { Type: string; Properties?: Record<string, unknown> };

/** The auth stack as `cdk deploy [-c sesIdentity=…]` synthesizes it (no bundling: only the code needs it). */
function authTemplate(context: Record<string, unknown> = {}): Template {
  const app = new App({
    outdir: tempDir('tremplin-cdk-out-'),
    context: { ...cdkJsonContext(), ...context, 'aws:cdk:bundling-stacks': [] },
  });
  return Template.fromStack(createTremplin(app, { env, buildDir: fakeBuild() }).auth);
}

function pool(template: Template): Record<string, unknown> {
  const [only] = Object.values(template.findResources('AWS::Cognito::UserPool') as Record<string, Resource>);
  return only?.Properties ?? {};
}

/** The logical id a { Fn::GetAtt: [id, 'Arn'] } names. */
function referencedId(value: unknown): string {
  return String((value as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt']?.[0]);
}

afterAll(() => removeTempDirs());

describe("Cognito's e-mails", () => {
  it('are written by the CustomMessage trigger, which Cognito may invoke, with confirmation codes at sign-up', () => {
    const template = authTemplate();
    const properties = pool(template);
    expect(properties.AutoVerifiedAttributes).toEqual(['email']);
    const triggers = properties.LambdaConfig as Record<string, unknown>;
    // Nothing confirms accounts or verifies addresses behind Cognito's back any more.
    expect(Object.keys(triggers).sort()).toEqual(['CustomMessage', 'PostAuthentication', 'PostConfirmation']);
    const functionId = referencedId(triggers.CustomMessage);
    const fn = template.findResources('AWS::Lambda::Function')[functionId] as Resource | undefined;
    expect(fn?.Properties?.Description).toBe('Tremplin Cognito customMessage trigger');
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
    });
  });

  it("go out through Cognito's own sender by default", () => {
    expect(pool(authTemplate()).EmailConfiguration).toEqual({ EmailSendingAccount: 'COGNITO_DEFAULT' });
  });

  it('go out through Amazon SES from the address of -c sesIdentity, under the platform name', () => {
    const properties = pool(authTemplate({ sesIdentity: 'No-Reply@Tremplin.ma' }));
    expect(Object.keys(properties.EmailConfiguration as object).sort()).toEqual([
      'EmailSendingAccount',
      'From',
      'SourceArn',
    ]);
    expect(properties.EmailConfiguration).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: 'Tremplin <no-reply@tremplin.ma>',
    });
    const arn = JSON.stringify((properties.EmailConfiguration as { SourceArn: unknown }).SourceArn);
    expect(arn).toContain(':ses:eu-west-3:');
    expect(arn).toContain('identity/no-reply@tremplin.ma');
  });

  it('go out from no-reply@ a domain verified in SES', () => {
    const properties = pool(authTemplate({ sesIdentity: 'tremplin.ma' }));
    expect(properties.EmailConfiguration).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: 'Tremplin <no-reply@tremplin.ma>',
    });
    expect(JSON.stringify((properties.EmailConfiguration as { SourceArn: unknown }).SourceArn)).toContain(
      'identity/tremplin.ma',
    );
  });

  it('refuses a -c sesIdentity that is neither an address nor a domain', () => {
    expect(() => authTemplate({ sesIdentity: 'pas une adresse' })).toThrow(/sesIdentity/);
  });
});
