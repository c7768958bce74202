import { createClient } from '@verbatim/core-sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './AdminApp';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// The API serves this app, so the page's own origin is the API's.
const client = createClient({ baseUrl: '' });

createRoot(root).render(
  <StrictMode>
    <AdminApp client={client} />
  </StrictMode>,
);
