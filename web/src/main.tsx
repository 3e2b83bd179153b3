import '@cloudscape-design/global-styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getAppVersion } from './api/app-version.ts';
import { App } from './app/App.tsx';
import { BootFailure } from './app/BootFailure.tsx';
import { configureAuth } from './auth/configure-auth.ts';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { startServiceWorker } from './offline/service-worker.ts';

const root = createRoot(document.getElementById('root')!);
// Before the configuration is read: with no signal, the worker is what serves it.
startServiceWorker();

loadRuntimeConfig().then(
  (config) => {
    configureAuth(config);
    // Asked before the first route renders so the version check rarely waits.
    void getAppVersion();
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('FAST DASHBOARD could not start', error);
    root.render(<BootFailure />);
  },
);
