import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The bytes floor: the smallest React 19 page, built by the portal's own Vite config.
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <h1>Hello</h1>
    </StrictMode>,
  );
