import { describe, expect, it } from 'vitest';
import { addCosts, costPerMillion, PRICES } from '../bench/lib/cost';

const api = { readUnits: 0, writeUnits: 0, lambdaMs: 0, memoryMb: 512, responseBytes: 0, viaApi: true };

describe('costPerMillion', () => {
  it('prices DynamoDB units per million requests', () => {
    const cost = costPerMillion({ ...api, readUnits: 2, writeUnits: 1 });
    expect(cost.dynamo).toBeCloseTo(2 * PRICES.dynamoReadPerMillion + PRICES.dynamoWritePerMillion);
  });

  it('prices Lambda by GB-second at the configured memory, rounding duration up to 1 ms', () => {
    const cost = costPerMillion({ ...api, lambdaMs: 99.2 });
    // 100 ms × 0.5 GB = 0.05 GB-s per request.
    expect(cost.lambda).toBeCloseTo(
      0.05 * PRICES.lambdaArmPerGbSecond * 1e6 + PRICES.lambdaPerMillionRequests,
    );
  });

  it('charges API Gateway and Lambda only for API calls; CloudFront for every request and byte', () => {
    const file = costPerMillion({ ...api, viaApi: false, responseBytes: 1024 ** 3 / 1e6 });
    expect(file.lambda).toBe(0);
    expect(file.apiGateway).toBe(0);
    expect(file.cloudFront).toBeCloseTo(PRICES.cloudFrontHttpsPer10k * 100 + PRICES.cloudFrontPerGbOut);
    expect(costPerMillion(api).apiGateway).toBe(PRICES.httpApiPerMillion);
  });

  it('totals its parts, and adds breakdowns', () => {
    const a = costPerMillion({ ...api, readUnits: 1, lambdaMs: 20, responseBytes: 2000 });
    expect(a.total).toBeCloseTo(a.dynamo + a.lambda + a.apiGateway + a.cloudFront);
    const sum = addCosts([a, a]);
    expect(sum.total).toBeCloseTo(2 * a.total);
    expect(sum.dynamo).toBeCloseTo(2 * a.dynamo);
  });
});
