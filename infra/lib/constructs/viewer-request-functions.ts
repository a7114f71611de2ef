import { FunctionCode, FunctionRuntime, Function as CloudFrontFunction } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { APP_DOCUMENT, TEXT_FIRST_DOCUMENT, TEXT_FIRST_PATHS } from '@common/app-documents';
import { SITE_HOST_HEADER, VIEWER_IP_HEADER } from '../../../lambdas/lib/viewer';

/**
 * Default (web bucket) behaviour: a path whose last segment has no extension is an app route,
 * answered with the app's HTML document (common/app-documents.ts: the text-first pages without a
 * query get the document that loads the app after their first paint); files (/assets/x.js,
 * /config.json) pass through. It runs on the default behaviour only, so /api/* and /media/*
 * answers (404s included) are never rewritten.
 */
export const SPA_REWRITE_SOURCE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    var path = uri.length > 1 ? uri.replace(/\\/+$/, '') : uri;
    var hasQuery = false;
    for (var name in request.querystring) {
      hasQuery = true;
    }
    var textFirst = ${JSON.stringify(TEXT_FIRST_PATHS)};
    request.uri = !hasQuery && textFirst.indexOf(path) !== -1 ? '${TEXT_FIRST_DOCUMENT}' : '${APP_DOCUMENT}';
  }
  return request;
}`;

/**
 * /api/* behaviour: hands the viewer's IP to the API in a header of our own. The origin request
 * policy there must exclude Host (see site-distribution.ts), and a policy that excludes a header
 * cannot add CloudFront-Viewer-Address; this header is set on every request, overwriting whatever
 * the viewer sent, so the handlers can rely on it. The site's host goes along the same way: a
 * certificate prints its verification address on the site (CloudFront answers only the site's
 * own names, so the Host it saw is one of them).
 */
export const VIEWER_IP_SOURCE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };
  request.headers['${SITE_HOST_HEADER}'] = { value: request.headers.host.value };
  return request;
}`;

/**
 * /session/* behaviour: the session page is rendered by the API (link-preview tags), which never
 * sees the viewer's Host; this passes the site's host on so the tags carry absolute URLs.
 */
export const SITE_HOST_SOURCE = `function handler(event) {
  var request = event.request;
  request.headers['${SITE_HOST_HEADER}'] = { value: request.headers.host.value };
  return request;
}`;

export interface ViewerRequestFunctionProps {
  readonly comment: string;
  readonly source: string;
}

/** A CloudFront Function (JavaScript runtime 2.0) for viewer-request events. */
export class ViewerRequestFunction extends Construct {
  readonly function: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: ViewerRequestFunctionProps) {
    super(scope, id);
    this.function = new CloudFrontFunction(this, 'Function', {
      comment: props.comment,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(props.source),
    });
  }
}
