// First, before any zod schema is built in any chunk: zod's mode without eval (jitless.ts; the
// barrel's own import of it is dropped by tree-shaking, docs/runtime.md §3).
import '@mitmachkarte/contract/jitless';
import 'leaflet/dist/leaflet.css';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { prefetchFirstScreen } from './app/prefetch';
import type { Language } from '@mitmachkarte/contract';
import type { Messages } from './i18n/catalogue';
import { setDocumentLanguage, initialLanguage, LanguageProvider, loadMessages } from './i18n/runtime';
import { AppRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('Element #root fehlt in index.html');

const queryClient = createQueryClient();
prefetchFirstScreen(queryClient, window.location.hash);

// The first render in a task of its own, after the one that ran the modules and started the first
// requests (public/boot.js started the first screen's chunks), and as a transition, which React
// renders in slices of a few milliseconds, yielding to the browser in between: shorter tasks block
// a phone for less time than one long one (docs/runtime.md §3). A visitor reading another language
// than German waits for its texts first (one chunk), so that no German flashes before them.
const language = initialLanguage();
const render = (initial: Language, messages: Messages) => {
  setDocumentLanguage(initial);
  startTransition(() => createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider initial={initial} messages={messages}>
          <HashRouter>
            <AppRoutes />
          </HashRouter>
        </LanguageProvider>
      </QueryClientProvider>
    </StrictMode>,
  ));
};
// Texts that fail to load (offline without them): German, the source, which is always there.
setTimeout(() => void loadMessages(language).then((messages) => render(language, messages), () => render('de', {})));
