import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '../../lambdas/lib/http';
import { viewerIp } from '../../lambdas/lib/viewer';

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
