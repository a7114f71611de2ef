/**
 * The credentials of a Lambda function. The runtime puts the execution role's temporary
 * credentials in AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN, which is where the
 * SDK's default chain looks first; the rest of that chain (SSO, ini files, processes, web identity
 * through STS, instance metadata) can never answer on Lambda yet weighs ~100 KB in every bundle.
 * So the clients name this provider (lambdas/lib/clients.ts), and the bundle replaces
 * '@aws-sdk/credential-provider-node' with this module (alias in infra/definitions/bundling.ts).
 */
export interface EnvironmentCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

export type CredentialsProvider = () => Promise<EnvironmentCredentials>;

/** The credentials in the environment now; throws when there are none. */
export function environmentCredentials(): EnvironmentCredentials {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('No AWS credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set');
  }
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  const expiration = process.env.AWS_CREDENTIAL_EXPIRATION;
  return {
    accessKeyId,
    secretAccessKey,
    ...(sessionToken ? { sessionToken } : {}),
    ...(expiration ? { expiration: new Date(expiration) } : {}),
  };
}

/** Reads the variables on each call, as the SDK's fromEnv does; the SDK caches the identity. */
export function fromLambdaEnvironment(): CredentialsProvider {
  return () => {
    // A throw in the executor becomes the rejection: a missing variable fails the promise, not the caller.
    return new Promise((resolve) => resolve(environmentCredentials()));
  };
}

/** What '@aws-sdk/credential-provider-node' exports and the clients' runtime config calls. */
export const defaultProvider = (): CredentialsProvider => fromLambdaEnvironment();
