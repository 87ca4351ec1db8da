/**
 * A department remote's standalone page, for its team's `npm run dev --workspace mfe-<name>`: the
 * department's routes under a minimal router, with @pms/ui's theme and notices. /api is proxied
 * to the gateway by the dev server; sign in once at the gateway's own page (cookies do not depend
 * on the port, so the session carries over). Inside the suite the shell mounts the remote's
 * ./routes instead and this is never loaded.
 *
 * Browser code, compiled by the remote's own build (react, router and @pms/ui come from its
 * shared singletons); Node never loads this file.
 */
import '@pms/ui/theme.css';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { NoticeProvider } from '@pms/ui';

export function mountStandalone(Routes: ComponentType<{ notFound: ReactNode }>, label: string): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <NoticeProvider>
          <main className="pms-page">
            <Routes notFound={<p>No {label} screen at this address.</p>} />
          </main>
        </NoticeProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
