/**
 * Dollars per million requests on AWS from measured figures. List prices for eu-west-3 (Paris),
 * on-demand, without free tiers, as transcribed from the AWS pricing pages on the date below
 * (DynamoDB after the November 2024 on-demand price cut). Re-check them before quoting the
 * numbers: AWS changes prices by region and over time; only these constants need editing.
 */
export const PRICES = {
  region: 'eu-west-3',
  checked: '2026-05',
  /** DynamoDB on-demand (Standard table class), per million read / write request units. */
  dynamoReadPerMillion: 0.1485,
  dynamoWritePerMillion: 0.7425,
  /** Lambda, arm64: per GB-second of duration, and per million requests. */
  lambdaArmPerGbSecond: 0.0000133334,
  lambdaPerMillionRequests: 0.2,
  /** API Gateway HTTP API, per million requests (first 300 million a month). */
  httpApiPerMillion: 1.11,
  /** CloudFront, Europe: per 10,000 HTTPS requests, and per GB out to the internet (first 10 TB). */
  cloudFrontHttpsPer10k: 0.012,
  cloudFrontPerGbOut: 0.085,
} as const;

export type Prices = typeof PRICES;

export interface RequestProfile {
  /** Read and write request units one request consumes (measured with ReturnConsumedCapacity). */
  readUnits: number;
  writeUnits: number;
  /** Billed duration of the function for one request, ms (Lambda rounds up to 1 ms). */
  lambdaMs: number;
  memoryMb: number;
  /** Bytes sent to the viewer for this request (compressed body + headers). */
  responseBytes: number;
  /** Does the request go through API Gateway and Lambda (API calls), or only CloudFront (cached files)? */
  viaApi: boolean;
}

export interface CostBreakdown {
  dynamo: number;
  lambda: number;
  apiGateway: number;
  cloudFront: number;
  total: number;
}

/** Dollars for one million requests of this profile. */
export function costPerMillion(profile: RequestProfile, prices: Prices = PRICES): CostBreakdown {
  const million = 1_000_000;
  // Units per request × price per million units = dollars per million requests.
  const dynamo =
    profile.readUnits * prices.dynamoReadPerMillion + profile.writeUnits * prices.dynamoWritePerMillion;
  const gbSeconds = (Math.ceil(profile.lambdaMs) / 1000) * (profile.memoryMb / 1024);
  const lambda = profile.viaApi
    ? gbSeconds * prices.lambdaArmPerGbSecond * million + prices.lambdaPerMillionRequests
    : 0;
  const apiGateway = profile.viaApi ? prices.httpApiPerMillion : 0;
  const cloudFront =
    prices.cloudFrontHttpsPer10k * (million / 10_000) +
    ((profile.responseBytes * million) / 1024 ** 3) * prices.cloudFrontPerGbOut;
  const total = dynamo + lambda + apiGateway + cloudFront;
  return { dynamo, lambda, apiGateway, cloudFront, total };
}

/** Sum of several breakdowns (a page view is several requests). */
export function addCosts(parts: readonly CostBreakdown[]): CostBreakdown {
  const sum = (pick: (c: CostBreakdown) => number) => parts.reduce((s, c) => s + pick(c), 0);
  return {
    dynamo: sum((c) => c.dynamo),
    lambda: sum((c) => c.lambda),
    apiGateway: sum((c) => c.apiGateway),
    cloudFront: sum((c) => c.cloudFront),
    total: sum((c) => c.total),
  };
}
