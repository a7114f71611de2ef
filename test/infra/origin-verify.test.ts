import { Stack } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_VARIABLE } from '../../lambdas/lib/origin-verify';
import { ROUTES } from '../../lambdas/routes';
import { FUNCTION_STACK_NAMES, removeTempDirs, synthesizeTremplin, type SynthesizedTremplin } from './synth';

type Resource = { Type: string; Properties?: Record<string, unknown> };
type Origin = {
  Id: string;
  CustomOriginConfig?: unknown;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
};

let synthesized: SynthesizedTremplin;
let secretLogicalId: string;

beforeAll(() => {
  synthesized = synthesizeTremplin();
  // The data stack's secrets: CloudFront's origin header, and (issue 29) the unsubscribe links' key.
  const secrets = Object.keys(synthesized.templates.data.findResources('AWS::SecretsManager::Secret'));
  const origin = secrets.filter((id) => id.startsWith('OriginVerifySecret'));
  expect(origin).toHaveLength(1);
  secretLogicalId = origin[0] ?? '';
});

afterAll(() => {
  removeTempDirs();
});

/**
 * The secret a value names, when it is exactly the whole-value dynamic reference
 * `{{resolve:secretsmanager:<the data stack's secret>:SecretString:::}}`; else null.
 */
function referencedSecret(value: unknown): string | null {
  const join = (value as { 'Fn::Join'?: [string, unknown[]] } | null)?.['Fn::Join'];
  if (!join) return null;
  const [separator, parts] = join;
  const [head, reference, tail] = parts;
  if (separator !== '' || parts.length !== 3) return null;
  if (head !== '{{resolve:secretsmanager:' || tail !== ':SecretString:::}}') return null;
  const exportName = (reference as { 'Fn::ImportValue'?: string })['Fn::ImportValue'];
  const template = synthesized.templates.data.toJSON() as {
    Outputs?: Record<string, { Export?: { Name?: string }; Value?: { Ref?: string } }>;
  };
  const output = Object.values(template.Outputs ?? {}).find(
    (candidate) => candidate.Export?.Name === exportName,
  );
  return output?.Value?.Ref ?? null;
}

function distributionConfig(web: Template) {
  const [distribution] = Object.values(web.findResources('AWS::CloudFront::Distribution')) as Resource[];
  return distribution?.Properties?.DistributionConfig as {
    Origins: Origin[];
    CacheBehaviors: { PathPattern: string; TargetOriginId: string }[];
  };
}

describe('only CloudFront reaches the API functions', () => {
  it('generates the shared value in Secrets Manager: letters and digits, long', () => {
    synthesized.templates.data.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true, IncludeSpace: false },
    });
  });

  it('sends it from the API origin, on /api/* and /session/*, and to no bucket', () => {
    const config = distributionConfig(synthesized.templates.web);
    const apiOrigins = config.Origins.filter((origin) => origin.CustomOriginConfig);
    expect(apiOrigins).toHaveLength(1);
    const [apiOrigin] = apiOrigins;
    expect(apiOrigin?.OriginCustomHeaders).toHaveLength(1);
    expect(apiOrigin?.OriginCustomHeaders?.[0]?.HeaderName).toBe(ORIGIN_VERIFY_HEADER);
    expect(referencedSecret(apiOrigin?.OriginCustomHeaders?.[0]?.HeaderValue)).toBe(secretLogicalId);
    for (const path of ['/api/*', '/session/*']) {
      expect(config.CacheBehaviors.find((b) => b.PathPattern === path)?.TargetOriginId).toBe(apiOrigin?.Id);
    }
    for (const origin of config.Origins.filter((o) => !o.CustomOriginConfig)) {
      expect(origin.OriginCustomHeaders).toBeUndefined();
    }
  });

  it('gives every API function the same secret to check, and the triggers none', () => {
    const { api, auth } = synthesized.stacks;
    expect(api.functions.size).toBe(ROUTES.length);
    for (const [name, fn] of api.functions) {
      // Each function sits in one of the function stacks (infra/definitions/api-functions.ts).
      const stackName = FUNCTION_STACK_NAMES.find((n) => synthesized.stacks[n] === Stack.of(fn));
      if (!stackName) throw new Error(`${name}: in no function stack`);
      const stack = synthesized.stacks[stackName];
      const logicalId = stack.resolve(stack.getLogicalId(fn.node.defaultChild as never)) as string;
      const template = synthesized.templates[stackName].toJSON() as { Resources: Record<string, Resource> };
      const variables = (
        template.Resources[logicalId]?.Properties?.Environment as { Variables: Record<string, unknown> }
      ).Variables;
      expect(referencedSecret(variables[ORIGIN_VERIFY_VARIABLE]), name).toBe(secretLogicalId);
    }
    const authTemplate = synthesized.templates.auth.toJSON() as { Resources: Record<string, Resource> };
    for (const fn of Object.values(auth.triggers)) {
      const logicalId = auth.resolve(auth.getLogicalId(fn.node.defaultChild as never)) as string;
      const environment = authTemplate.Resources[logicalId]?.Properties?.Environment as
        { Variables: Record<string, unknown> } | undefined;
      expect(environment?.Variables?.[ORIGIN_VERIFY_VARIABLE]).toBeUndefined();
    }
  });

  it('writes the value in no template, only the reference', () => {
    synthesized.templates.data.hasResourceProperties('AWS::SecretsManager::Secret', {
      SecretString: Match.absent(),
    });
  });
});
