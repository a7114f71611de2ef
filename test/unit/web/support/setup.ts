import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// jsdom has no CSS.escape (browsers all do); the forms use it to focus a field by its React id.
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) =>
    value.replace(/^\d|[^\w-]/gu, (char) => `\\${char.codePointAt(0)?.toString(16) ?? ''} `);
  Object.assign(globalThis, { CSS: { ...(globalThis.CSS as object | undefined), escape } });
}

// Every request a component makes must be one the test answers: an unexpected call fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
