import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../infra/local/api-gateway';

describe('the local edge matches routes as API Gateway does', () => {
  it('matches method and path', () => {
    expect(matchRoute('GET', '/api/sessions').route?.name).toBe('list-published-sessions');
    expect(matchRoute('POST', '/api/sessions').route?.name).toBe('create-session');
  });

  it('tells an unknown path from a known path with another method', () => {
    expect(matchRoute('GET', '/api/unknown')).toMatchObject({ route: null, pathKnown: false });
    expect(matchRoute('DELETE', '/api/me')).toMatchObject({ route: null, pathKnown: true });
  });

  it('matches HEAD on the function-served pages alone, as their HEAD routes do on API Gateway', () => {
    expect(matchRoute('HEAD', '/sessions').route?.name).toBe('render-catalogue-page');
    expect(matchRoute('HEAD', '/session/abc').route?.name).toBe('render-session-page');
    expect(matchRoute('HEAD', '/api/sessions')).toMatchObject({ route: null, pathKnown: true });
  });
});
