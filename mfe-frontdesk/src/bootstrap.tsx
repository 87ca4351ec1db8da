import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import FrontdeskRoutes from './routes';

// The front-desk team's standalone page (`npm run dev --workspace mfe-frontdesk`): this department's
// routes under a minimal router, calls to /api proxied to the gateway. Inside the suite the shell
// mounts ./routes instead and this file is never loaded.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <main>
        <FrontdeskRoutes notFound={<p>No front-desk screen at this address.</p>} />
      </main>
    </BrowserRouter>
  </StrictMode>,
);
