import { setupServer } from 'msw/node';

/** The API as the component tests answer it (MSW): each test adds the handlers it needs. */
export const server = setupServer();
