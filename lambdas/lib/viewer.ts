import { header, type ApiEvent } from './http';

/**
 * Request header that carries the viewer's IP to the handlers. Behind CloudFront the source IP
 * is CloudFront's: a viewer-request function writes this header from `event.viewer.ip`
 * (overwriting whatever the client sent), and the local edge does the same.
 */
export const VIEWER_IP_HEADER = 'x-viewer-ip';

/** The site's host, set by the CloudFront function of the /session/* behaviour (API Gateway never sees the Host). */
export const SITE_HOST_HEADER = 'x-site-host';

/** The viewer's IP: our header, else CloudFront-Viewer-Address ("ip:port"), else null. */
export function viewerIp(event: ApiEvent): string | null {
  const direct = header(event, VIEWER_IP_HEADER)?.trim();
  if (direct) return direct;
  const address = header(event, 'cloudfront-viewer-address')?.trim();
  if (!address) return null;
  const separator = address.lastIndexOf(':');
  return separator > 0 ? address.slice(0, separator).replace(/^\[|\]$/g, '') : address;
}
