import { describe, expect, it } from 'vitest';
import { TemplateResolver, type CfnTemplate } from '../../../infra/local/iam/cloudformation';
import { dynamodbRequirements } from '../../../infra/local/iam/dynamodb-gate';
import { decodeAwsChunked } from '../../../infra/local/iam/s3/forwarding';
import { checkPostPolicy } from '../../../infra/local/iam/s3/post-policy';
import { s3Requirements } from '../../../infra/local/iam/s3/requests';

const tableArn = (name: string) => `arn:aws:dynamodb:eu-west-3:000000000000:table/${name}`;
const TABLE = tableArn('tremplin');
const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-3:000000000000:secret:origin-AbCdEf';

describe('what IAM checks for a DynamoDB call', () => {
  it('checks each item of a transaction as its own action', () => {
    expect(
      dynamodbRequirements(
        'TransactWriteItems',
        {
          TransactItems: [
            { Put: { TableName: 'tremplin' } },
            { Update: { TableName: 'tremplin' } },
            { Delete: { TableName: 'tremplin' } },
            { ConditionCheck: { TableName: 'tremplin' } },
          ],
        },
        tableArn,
      ).map((r) => r.action),
    ).toEqual([
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:ConditionCheckItem',
    ]);
  });

  it('checks a query on an index against the index, and batches against each table', () => {
    expect(dynamodbRequirements('Query', { TableName: 'tremplin', IndexName: 'GSI1' }, tableArn)).toEqual([
      { action: 'dynamodb:Query', resource: `${TABLE}/index/GSI1` },
    ]);
    expect(dynamodbRequirements('Query', { TableName: 'tremplin' }, tableArn)).toEqual([
      { action: 'dynamodb:Query', resource: TABLE },
    ]);
    expect(
      dynamodbRequirements('BatchGetItem', { RequestItems: { tremplin: {}, other: {} } }, tableArn),
    ).toEqual([
      { action: 'dynamodb:BatchGetItem', resource: TABLE },
      { action: 'dynamodb:BatchGetItem', resource: tableArn('other') },
    ]);
  });
});

describe('what IAM checks for an S3 request', () => {
  it('reads need s3:GetObject, a copy needs GetObject on its source and PutObject on its target', () => {
    expect(s3Requirements('HEAD', { bucket: 'm', key: 'staging/u/a.png' }, {}, {})).toEqual([
      { action: 's3:GetObject', resource: 'arn:aws:s3:::m/staging/u/a.png' },
    ]);
    expect(
      s3Requirements(
        'PUT',
        { bucket: 'm', key: 'media/images/u/a.png' },
        {},
        { 'x-amz-copy-source': 'm/staging/u/a%20b.png' },
      ),
    ).toEqual([
      { action: 's3:PutObject', resource: 'arn:aws:s3:::m/media/images/u/a.png' },
      { action: 's3:GetObject', resource: 'arn:aws:s3:::m/staging/u/a b.png' },
    ]);
    expect(s3Requirements('GET', { bucket: 'm', key: '' }, { 'list-type': '2' }, {})).toEqual([
      { action: 's3:ListBucket', resource: 'arn:aws:s3:::m' },
    ]);
  });
});

describe('presigned POST policy conditions', () => {
  const form = (fields: Record<string, string>, size: number) => ({
    fields: new Map(Object.entries(fields).map(([name, value]) => [name.toLowerCase(), { name, value }])),
    file: { bytes: Buffer.alloc(size), filename: 'a.png' },
  });
  const fields = {
    key: 'staging/u/a.png',
    'Content-Type': 'image/png',
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    Policy: 'p',
    'X-Amz-Signature': 's',
  };
  const policy = (expiration: Date) => ({
    expiration: expiration.toISOString(),
    conditions: [
      ['content-length-range', 1, 100],
      ['starts-with', '$Content-Type', 'image/'],
      { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
      { bucket: 'media' },
      { key: 'staging/u/a.png' },
    ],
  });
  const now = new Date('2026-11-23T12:00:00Z');
  const later = new Date('2026-11-23T12:10:00Z');

  it('accepts a form that meets every condition', () => {
    expect(checkPostPolicy(policy(later), form(fields, 100), 'media', now)).toBeNull();
  });

  it('refuses a larger file with EntityTooLarge, an empty one with EntityTooSmall', () => {
    expect(checkPostPolicy(policy(later), form(fields, 101), 'media', now)).toMatchObject({
      status: 400,
      code: 'EntityTooLarge',
      extra: { ProposedSize: 101, MaxSizeAllowed: 100 },
    });
    expect(checkPostPolicy(policy(later), form(fields, 0), 'media', now)).toMatchObject({
      code: 'EntityTooSmall',
    });
  });

  it('refuses an expired policy, a changed field, another bucket and an unlisted field', () => {
    expect(checkPostPolicy(policy(now), form(fields, 10), 'media', later)).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy expired.',
    });
    expect(
      checkPostPolicy(policy(later), form({ ...fields, 'Content-Type': 'text/html' }, 10), 'media', now),
    ).toMatchObject({
      code: 'AccessDenied',
      message:
        'Invalid according to Policy: Policy Condition failed: ["starts-with","$Content-Type","image/"]',
    });
    expect(
      checkPostPolicy(policy(later), form({ ...fields, key: 'media/avatars/x.png' }, 10), 'media', now),
    ).toMatchObject({
      message: expect.stringContaining('Policy Condition failed: {"key":"staging/u/a.png"}') as unknown,
    });
    expect(checkPostPolicy(policy(later), form(fields, 10), 'documents', now)).toMatchObject({
      message: expect.stringContaining('{"bucket":"media"}') as unknown,
    });
    expect(
      checkPostPolicy(policy(later), form({ ...fields, acl: 'public-read' }, 10), 'media', now),
    ).toMatchObject({
      message: 'Invalid according to Policy: Extra input fields: acl',
    });
  });
});

describe('aws-chunked bodies', () => {
  it('decodes signed and unsigned chunks, dropping trailers', () => {
    const body = Buffer.from(
      '5;chunk-signature=abc\r\nhello\r\n6\r\n world\r\n0\r\nx-amz-checksum-crc32:AAAAAA==\r\n\r\n',
    );
    expect(decodeAwsChunked(body).toString()).toBe('hello world');
  });
});

describe('CloudFormation intrinsics, resolved locally', () => {
  const templates = new Map<string, CfnTemplate>([
    [
      'Data',
      {
        Resources: { Table1: { Type: 'AWS::DynamoDB::Table' } },
        Outputs: {
          TableArn: { Value: { 'Fn::GetAtt': ['Table1', 'Arn'] }, Export: { Name: 'Data:TableArn' } },
        },
      },
    ],
    ['Api', { Resources: { Logs: { Type: 'AWS::Logs::LogGroup' } } }],
  ]);
  const resolver = new TemplateResolver({
    templates,
    region: 'eu-west-3',
    account: '000000000000',
    physical: (stack, id) =>
      stack === 'Data' && id === 'Table1' ? { ref: 'tremplin', attributes: { Arn: TABLE } } : undefined,
    secretValue: (arn) => (arn === SECRET_ARN ? 'valeur-locale' : undefined),
  });

  it('follows exports across stacks and joins, selects and substitutes', () => {
    expect(
      resolver.resolve('Api', { 'Fn::Join': ['', [{ 'Fn::ImportValue': 'Data:TableArn' }, '/index/GSI1']] }),
    ).toBe(`${TABLE}/index/GSI1`);
    expect(
      resolver.resolve('Api', { 'Fn::Sub': 'arn:${AWS::Partition}:logs:${AWS::Region}:${AWS::AccountId}:x' }),
    ).toBe('arn:aws:logs:eu-west-3:000000000000:x');
    expect(
      resolver.resolve('Data', {
        'Fn::Select': [1, { 'Fn::Split': ['/', { 'Fn::GetAtt': ['Table1', 'Arn'] }] }],
      }),
    ).toBe('tremplin');
  });

  it('puts the local value where a Secrets Manager dynamic reference is, and refuses one it lacks', () => {
    const reference = (arn: string, tail = ':SecretString:::}}') => ({
      'Fn::Join': ['', ['{{resolve:secretsmanager:', arn, tail]],
    });
    expect(resolver.resolve('Api', { Variables: { SECRET: reference(SECRET_ARN) } })).toEqual({
      Variables: { SECRET: 'valeur-locale' },
    });
    expect(() => resolver.resolve('Api', reference(`${SECRET_ARN}-other`))).toThrow(/no local value/);
    expect(() => resolver.resolve('Api', reference(SECRET_ARN, ':SecretString:key::}}'))).toThrow(
      /no local value/,
    );
  });

  it('gives resources the local cloud lacks an ARN nothing local matches, and refuses unknown intrinsics', () => {
    expect(resolver.resolve('Api', { 'Fn::GetAtt': ['Logs', 'Arn'] })).toMatch(/^arn:aws:local:/);
    expect(() => resolver.resolve('Api', { 'Fn::If': ['c', 'a', 'b'] })).toThrow(/not resolved locally/);
    expect(() => resolver.resolve('Api', { 'Fn::ImportValue': 'Nope' })).toThrow(/no stack exports/);
  });
});
