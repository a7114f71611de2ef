import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '../../lambdas/lib/http';
import { rateLimitAddress, viewerIp } from '../../lambdas/lib/viewer';

const event = (headers: Record<string, string>) => ({ headers }) as unknown as ApiEvent;

describe('viewerIp', () => {
  it('prefers the header the CloudFront function writes', () => {
    expect(viewerIp(event({ 'x-viewer-ip': '41.140.2.7', 'cloudfront-viewer-address': '1.2.3.4:443' }))).toBe(
      '41.140.2.7',
    );
  });

  it('reads CloudFront-Viewer-Address, IPv4 or IPv6, without the port', () => {
    expect(viewerIp(event({ 'CloudFront-Viewer-Address': '196.200.1.9:51234' }))).toBe('196.200.1.9');
    expect(viewerIp(event({ 'cloudfront-viewer-address': '2001:db8::1:443' }))).toBe('2001:db8::1');
  });

  it('is null when neither header is there', () => {
    expect(viewerIp(event({}))).toBeNull();
  });
});

describe('rateLimitAddress', () => {
  it('counts an IPv4 address as it is, mapped into IPv6 or not', () => {
    expect(rateLimitAddress('41.140.2.7')).toBe('41.140.2.7');
    expect(rateLimitAddress('::ffff:41.140.2.7')).toBe('41.140.2.7');
  });

  it('counts IPv6 addresses by their /64: one network cannot dodge the limit host by host', () => {
    expect(rateLimitAddress('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(rateLimitAddress('2001:0db8:0000:0001:abcd:ef01:2345:6789')).toBe('2001:db8:0:1::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else alone', () => {
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});
