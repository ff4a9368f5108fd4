// First, before any zod schema is built in any chunk: zod's mode without eval (jitless.ts; the
// barrel's own import of it is dropped by tree-shaking, docs/runtime.md §3).
import '@mitmachkarte/contract/jitless';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'leaflet/dist/leaflet.css';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { prefetchFirstScreen } from './app/prefetch';
import { AppRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('Element #root fehlt in index.html');

const queryClient = createQueryClient();
prefetchFirstScreen(queryClient, window.location.hash);

// The first render in a task of its own, after the one that ran the modules and started the first
// requests (public/boot.js started the first screen's chunks), and as a transition, which React
// renders in slices of a few milliseconds, yielding to the browser in between: shorter tasks block
// a phone for less time than one long one (docs/runtime.md §3).
setTimeout(() => startTransition(() => createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </QueryClientProvider>
  </StrictMode>,
)));
