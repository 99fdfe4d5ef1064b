// First: config.ts turns off zod's eval probe, which must happen before any schema is built.
import './config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createProviders } from './providers';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const providers = createProviders({ fetch: (input, init) => window.fetch(input, init) });

createRoot(root).render(
  <StrictMode>
    <App {...providers} />
  </StrictMode>,
);
