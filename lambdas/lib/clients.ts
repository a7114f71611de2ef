import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SQSClient } from '@aws-sdk/client-sqs';
import { env } from './env';
import { fromLambdaEnvironment } from './lambda-credentials';

/**
 * The execution role's credentials, which Lambda puts in the environment (see lambda-credentials.ts).
 * Locally the same: each function runs with its own key pair, which the local cloud's gates check
 * against that function's IAM policy (infra/local/iam/), so no client here is configured apart.
 */
const credentials = fromLambdaEnvironment();

let documentClient: DynamoDBDocumentClient | undefined;
let cognitoClient: CognitoIdentityProviderClient | undefined;
let s3Client: S3Client | undefined;
let sqsClient: SQSClient | undefined;
let sesClient: SESv2Client | undefined;

/** Set locally only: the stand-ins' addresses. */
const endpoint = (value: string | undefined) => (value ? { endpoint: value } : {});

/** Created on first use, after the environment is set, and reused across invocations. */
export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ ...endpoint(env.dynamoEndpoint()), region: env.region(), credentials }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return documentClient;
}

export function cognito(): CognitoIdentityProviderClient {
  cognitoClient ??= new CognitoIdentityProviderClient({
    ...endpoint(env.cognitoEndpoint()),
    region: env.region(),
    credentials,
  });
  return cognitoClient;
}

/**
 * S3 for head/get/copy/delete and for presigning. Locally the stand-in is reached path-style, at
 * the same S3_ENDPOINT browsers use for the presigned forms. Checksums only where S3 requires them:
 * the calls here carry no body, and a presigned POST cannot carry the SDK's default CRC32 trailer.
 */
export function s3(): S3Client {
  const local = env.s3Endpoint();
  s3Client ??= new S3Client({
    ...endpoint(local),
    ...(local ? { forcePathStyle: true } : {}),
    region: env.region(),
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3Client;
}

/** SQS (the notification pipeline's queues); locally the stand-in at SQS_ENDPOINT. */
export function sqs(): SQSClient {
  sqsClient ??= new SQSClient({
    ...endpoint(process.env.SQS_ENDPOINT),
    region: env.region(),
    credentials,
  });
  return sqsClient;
}

/** Amazon SES (v2 API); locally the stand-in at SES_ENDPOINT, which delivers to the local mailbox. */
export function ses(): SESv2Client {
  sesClient ??= new SESv2Client({
    ...endpoint(process.env.SES_ENDPOINT),
    region: env.region(),
    credentials,
    // A throttled send goes back to the queue (send-email.ts): no retries hidden in the client.
    maxAttempts: 1,
  });
  return sesClient;
}
