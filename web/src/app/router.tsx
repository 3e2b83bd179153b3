import { createBrowserRouter, type RouteObject } from 'react-router';
import { appPaths, routePatternOf, type AppPath, type AppPathDef } from '#shared/access/app-paths';
import { guardPage } from './guard-page.tsx';
import { notFoundPage, pageLoaders, type PageLoader } from './page-registry.ts';
import { PageLoading } from './PageLoading.tsx';
import type { PageHandle } from './route-handle.ts';
import { RootRoute } from './RootRoute.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

const lazyPage = (load: PageLoader) => async () => ({ Component: await load() });
const guardedLazyPage = (appPath: AppPath, load: PageLoader) => async () => ({ Component: guardPage(appPath, await load()) });

function pageRoute(def: AppPathDef & { path: PageHandle['appPath'] }): RouteObject {
  const handle: PageHandle = { appPath: def.path };
  // Errors of a page render inside its layout, so the menus stay usable.
  return { path: routePatternOf(def), handle, lazy: guardedLazyPage(def.path, pageLoaders[def.path]), errorElement: <RouteErrorPage /> };
}

const inRoleLayout = appPaths.filter((def) => def.layout === 'app').map(pageRoute);
const standAlone = appPaths.filter((def) => def.layout !== 'app').map(pageRoute);

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./QueryRoot.tsx')).QueryRoot }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/RoleLayoutRoute.tsx')).RoleLayoutRoute }),
            children: inRoleLayout,
          },
          {
            lazy: async () => ({ Component: (await import('./layouts/PlainFrame.tsx')).PlainFrame }),
            children: [...standAlone, { path: '*', lazy: lazyPage(notFoundPage), errorElement: <RouteErrorPage /> }],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
