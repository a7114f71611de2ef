import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '../index.css';
import { AppProvider } from './provider';
import { createRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const router = createRouter();

createRoot(container).render(
  <AppProvider>
    <RouterProvider router={router} />
  </AppProvider>,
);
