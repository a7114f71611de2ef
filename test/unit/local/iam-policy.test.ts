import { describe, expect, it } from 'vitest';
import { evaluate, matchesPattern, parseStatements } from '../../../infra/local/iam/policy';

const TABLE = 'arn:aws:dynamodb:eu-west-3:000000000000:table/tremplin';

describe('IAM policy evaluation', () => {
  const statements = parseStatements({
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:Query'], Resource: TABLE },
      { Effect: 'Allow', Action: 'dynamodb:Query', Resource: [`${TABLE}/index/GSI1`] },
      {
        Effect: 'Allow',
        Action: 's3:GetObject',
        Resource: 'arn:aws:s3:::docs/????????-????-????-????-????????????/*',
      },
      { Effect: 'Allow', Action: 's3:Put*', Resource: 'arn:aws:s3:::media/staging/*' },
      { Effect: 'Deny', Action: 's3:PutObject', Resource: 'arn:aws:s3:::media/staging/blocked/*' },
    ],
  });

  it('allows only the listed actions on the listed resources', () => {
    expect(evaluate(statements, 'dynamodb:GetItem', TABLE)).toBe('allowed');
    expect(evaluate(statements, 'dynamodb:UpdateItem', TABLE)).toBe('implicit-deny');
    expect(evaluate(statements, 'dynamodb:GetItem', `${TABLE}/index/GSI1`)).toBe('implicit-deny');
    expect(evaluate(statements, 'dynamodb:Query', `${TABLE}/index/GSI1`)).toBe('allowed');
    expect(evaluate(statements, 'dynamodb:Query', `${TABLE}/index/GSI2`)).toBe('implicit-deny');
    expect(evaluate(statements, 'dynamodb:GetItem', `${TABLE}2`)).toBe('implicit-deny');
  });

  it('compares actions case-insensitively and resources case-sensitively, with * and ? wildcards', () => {
    expect(evaluate(statements, 'DynamoDB:getitem', TABLE)).toBe('allowed');
    expect(evaluate(statements, 's3:PutObjectTagging', 'arn:aws:s3:::media/staging/u/x.png')).toBe('allowed');
    expect(evaluate(statements, 's3:PutObject', 'arn:aws:s3:::Media/staging/u/x.png')).toBe('implicit-deny');
    const uuid = '8f14e45f-ceea-467f-a0e6-0b4c8f7a1d2e';
    expect(evaluate(statements, 's3:GetObject', `arn:aws:s3:::docs/${uuid}/a.pdf`)).toBe('allowed');
    // The UUID pattern does not reach the staging keys beside the documents.
    expect(evaluate(statements, 's3:GetObject', `arn:aws:s3:::docs/staging/${uuid}/a.pdf`)).toBe(
      'implicit-deny',
    );
  });

  it('lets an explicit Deny win over any Allow', () => {
    expect(evaluate(statements, 's3:PutObject', 'arn:aws:s3:::media/staging/blocked/x')).toBe(
      'explicit-deny',
    );
  });

  it('matches * across slashes and colons, and ? one character', () => {
    expect(matchesPattern('arn:aws:s3:::b/*', 'arn:aws:s3:::b/a/b:c')).toBe(true);
    expect(matchesPattern('a?c', 'abc')).toBe(true);
    expect(matchesPattern('a?c', 'abbc')).toBe(false);
    expect(matchesPattern('a.c', 'abc')).toBe(false);
  });

  it('refuses to load what it cannot evaluate rather than reading it loosely', () => {
    expect(() =>
      parseStatements({
        Statement: [{ Effect: 'Allow', Action: 's3:*', Resource: '*', Condition: { Bool: {} } }],
      }),
    ).toThrow(/Condition cannot be evaluated/);
    expect(() =>
      parseStatements({ Statement: [{ Effect: 'Allow', NotAction: 's3:*', Resource: '*' }] }),
    ).toThrow(/NotAction/);
    expect(() => parseStatements({ Statement: [{ Effect: 'Allow', Action: [], Resource: '*' }] })).toThrow();
  });
});
