import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppServices } from './app';
import { MissingEnvironmentVariable } from './config';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

try {
  const services = createAppServices();
  createRoot(container).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
} catch (error) {
  // Configuration is checked before anything renders: say plainly what is missing.
  if (error instanceof MissingEnvironmentVariable) container.textContent = error.message;
  throw error;
}
