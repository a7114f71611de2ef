import { isIPv4, isIPv6 } from 'node:net';
import { header, type ApiEvent } from './http';

/**
 * Request header that carries the viewer's IP to the handlers. Behind CloudFront the source IP
 * is CloudFront's: a viewer-request function writes this header from `event.viewer.ip`
 * (overwriting whatever the client sent), and the local edge does the same.
 */
export const VIEWER_IP_HEADER = 'x-viewer-ip';

/** The site's host, set by the CloudFront function of the /session/* behaviour (API Gateway never sees the Host). */
export const SITE_HOST_HEADER = 'x-site-host';

/** The site's origin as the viewer reached it (`https://tremplin.ma`; plain http on this machine). */
export function siteOrigin(event: ApiEvent): string {
  const host = header(event, SITE_HOST_HEADER) ?? header(event, 'host') ?? 'localhost';
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
  return `${local ? 'http' : 'https'}://${host}`;
}

/** The viewer's IP: our header, else CloudFront-Viewer-Address ("ip:port"), else null. */
export function viewerIp(event: ApiEvent): string | null {
  const direct = header(event, VIEWER_IP_HEADER)?.trim();
  if (direct) return direct;
  const address = header(event, 'cloudfront-viewer-address')?.trim();
  if (!address) return null;
  const separator = address.lastIndexOf(':');
  return separator > 0 ? address.slice(0, separator).replace(/^\[|\]$/g, '') : address;
}

/**
 * The address a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64
 * (one subscriber's network, where every host can take a new address at will).
 */
export function rateLimitAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
