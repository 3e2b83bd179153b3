import { RouterProvider } from 'react-router/dom';
import { SessionProvider } from '#web/auth/SessionProvider.tsx';
import { LanguageRoot } from '#web/i18n/LanguageRoot.tsx';
import './app.css';
import { router } from './router.tsx';

export function App() {
  return (
    <SessionProvider>
      <LanguageRoot>
        <RouterProvider router={router} />
      </LanguageRoot>
    </SessionProvider>
  );
}
