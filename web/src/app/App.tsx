import { RouterProvider } from 'react-router/dom';
import { SessionProvider } from '#web/auth/SessionProvider.tsx';
import './app.css';
import { router } from './router.tsx';

export function App() {
  return (
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
