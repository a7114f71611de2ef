import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { env } from './env';
import { fromLambdaEnvironment } from './lambda-credentials';

/** Static credentials for the local stand-ins, which accept any. */
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
/** On AWS, the execution role's credentials, which Lambda puts in the environment (see lambda-credentials.ts). */
const lambdaCredentials = fromLambdaEnvironment();

let documentClient: DynamoDBDocumentClient | undefined;
let cognitoClient: CognitoIdentityProviderClient | undefined;
let s3Client: S3Client | undefined;

/** Created on first use, after the environment is set, and reused across invocations. */
export function dynamo(): DynamoDBDocumentClient {
  if (!documentClient) {
    const endpoint = env.dynamoEndpoint();
    const client = new DynamoDBClient(
      endpoint
        ? { endpoint, region: env.region(), credentials: localCredentials }
        : { region: env.region(), credentials: lambdaCredentials },
    );
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

export function cognito(): CognitoIdentityProviderClient {
  if (!cognitoClient) {
    const endpoint = env.cognitoEndpoint();
    cognitoClient = new CognitoIdentityProviderClient(
      endpoint
        ? { endpoint, region: env.region(), credentials: localCredentials }
        : { region: env.region(), credentials: lambdaCredentials },
    );
  }
  return cognitoClient;
}

/**
 * S3 for head/get/copy/delete and for presigning. Locally s3rver needs path-style addressing and
 * rejects the SDK's default CRC32 checksum trailers; browsers reach it at the same S3_ENDPOINT, so
 * the one client also presigns the URLs handed to them.
 */
export function s3(): S3Client {
  if (!s3Client) {
    const endpoint = env.s3Endpoint();
    s3Client = new S3Client(
      endpoint
        ? {
            endpoint,
            region: env.region(),
            credentials: localCredentials,
            forcePathStyle: true,
            requestChecksumCalculation: 'WHEN_REQUIRED',
          }
        : { region: env.region(), credentials: lambdaCredentials },
    );
  }
  return s3Client;
}
