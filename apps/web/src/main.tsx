import { createClient } from '@verbatim/core-sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { dropServerHead } from './app/server-head';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// The API serves this app, so the page's own origin is the API's.
const client = createClient({ baseUrl: '' });

// The server's description and preview tags are for crawlers; the pages render their own.
dropServerHead();

createRoot(root).render(
  <StrictMode>
    <AppProviders client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
