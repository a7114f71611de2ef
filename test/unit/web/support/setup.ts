import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// jsdom has no CSS.escape (browsers all do); the forms use it to focus a field by its React id.
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) =>
    value.replace(/^\d|[^\w-]/gu, (char) => `\\${char.codePointAt(0)?.toString(16) ?? ''} `);
  Object.assign(globalThis, { CSS: { ...(globalThis.CSS as object | undefined), escape } });
}

// jsdom has no modal dialogs (browsers all do); the dialogs only need `open` to follow.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

// findBy… and waitFor give a busy 2-core machine time (lazy chunks and MSW answers come late there);
// a test still fails the moment an assertion can no longer come true, never by waiting less.
configure({ asyncUtilTimeout: 5000 });

// Every request a component makes must be one the test answers: an unexpected call fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
