/** Environment of every handler; on AWS the stacks set these, locally the edge does. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const env = {
  tableName: () => process.env.TABLE_NAME ?? 'tremplin',
  region: () => process.env.AWS_REGION ?? 'eu-west-3',
  userPoolId: () => required('USER_POOL_ID'),
  userPoolClientId: () => required('USER_POOL_CLIENT_ID'),
  /** Issuer of the pool's tokens; derived from the pool on AWS, set locally. */
  jwtIssuer: () =>
    process.env.JWT_ISSUER ??
    `https://cognito-idp.${process.env.AWS_REGION ?? 'eu-west-3'}.amazonaws.com/${required('USER_POOL_ID')}`,
  jwksUri: () => process.env.JWKS_URI ?? `${env.jwtIssuer()}/.well-known/jwks.json`,
  /** Local stand-in endpoints; unset on AWS. */
  dynamoEndpoint: () => process.env.DYNAMODB_ENDPOINT,
  s3Endpoint: () => process.env.S3_ENDPOINT,
  cognitoEndpoint: () => process.env.COGNITO_ENDPOINT,
} as const;
