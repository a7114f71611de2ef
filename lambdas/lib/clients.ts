import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env';

/** Static credentials for the local stand-ins, which accept any. */
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

let documentClient: DynamoDBDocumentClient | undefined;
let cognitoClient: CognitoIdentityProviderClient | undefined;

/** Created on first use, after the environment is set, and reused across invocations. */
export function dynamo(): DynamoDBDocumentClient {
  if (!documentClient) {
    const endpoint = env.dynamoEndpoint();
    const client = new DynamoDBClient(
      endpoint ? { endpoint, region: env.region(), credentials: localCredentials } : { region: env.region() },
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
      endpoint ? { endpoint, region: env.region(), credentials: localCredentials } : { region: env.region() },
    );
  }
  return cognitoClient;
}
