import { afterEach, describe, expect, it } from 'vitest';
import { forgetSignInReturn, rememberSignInReturn, takeSignInReturn } from '@/lib/sign-in-return';

afterEach(() => window.sessionStorage.clear());

describe('the way back after a sign-in started from a session page', () => {
  it('goes back to the page remembered for that session, once', () => {
    rememberSignInReturn('s1', '/session/s1');
    expect(takeSignInReturn('s1')).toBe('/session/s1');
    // Used: a later sign-in about the same session goes the spec's way (/?session=).
    expect(takeSignInReturn('s1')).toBeNull();
  });

  it('does not take a sign-in about another session (or none) back there, and forgets it', () => {
    rememberSignInReturn('s1', '/session/s1');
    expect(takeSignInReturn('s2')).toBeNull();
    expect(takeSignInReturn('s1')).toBeNull();
    rememberSignInReturn('s1', '/session/s1');
    expect(takeSignInReturn(null)).toBeNull();
  });

  it('is forgotten when a sign-in starts elsewhere (the home page’s modal)', () => {
    rememberSignInReturn('s1', '/session/s1');
    forgetSignInReturn();
    expect(takeSignInReturn('s1')).toBeNull();
  });

  it('only ever leads to an address of this site', () => {
    rememberSignInReturn('s1', '//evil.example/session/s1');
    expect(takeSignInReturn('s1')).toBeNull();
    window.sessionStorage.setItem(
      'tremplin.signInReturn',
      JSON.stringify({ sessionId: 's1', path: 'https://evil.example/' }),
    );
    expect(takeSignInReturn('s1')).toBeNull();
    window.sessionStorage.setItem('tremplin.signInReturn', '{not json');
    expect(takeSignInReturn('s1')).toBeNull();
  });
});
