import { act, render, type RenderResult } from '@testing-library/react';
import { Suspense, useLayoutEffect, useMemo } from 'react';
import {
  BrowserRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
} from 'react-router';
import { AppProvider, createQueryClient } from '../src/app/provider';
import { toElementRoutes } from '../src/app/route-elements';

/** What the app's router shows, and its navigate, as of the last committed render. */
export interface RouterProbe {
  location: Location;
  navigationType: NavigationType;
  navigate: NavigateFunction;
}

function Probe({ probe }: { probe: Partial<RouterProbe> }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    Object.assign(probe, { location, navigationType, navigate });
  });
  return null;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders route tables as the app does in the browser (declarative mode: `useRoutes` over toElementRoutes' tables,
 * route-elements.tsx, under BrowserRouter as in main.tsx), starting at `path`. `elements`: the tables are already made
 * (appRoutes).
 */
export async function renderAppRoutes(routes: RouteObject[], path = '/', { elements = false } = {}) {
  const probe: Partial<RouterProbe> = {};
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  function App() {
    const table = useMemo(() => (elements ? routes : toElementRoutes(routes)), []);
    return <Routes routes={table} />;
  }
  // In an awaited act: a page that suspends on its first render is rendered again when its module is here.
  let utils!: RenderResult;
  await act(async () => {
    utils = render(
      <AppProvider queryClient={queryClient} env="test">
        <BrowserRouter>
          <Probe probe={probe} />
          {/* The app's root route has its own boundary; a feature's table alone has none. */}
          <Suspense fallback={null}>
            <App />
          </Suspense>
        </BrowserRouter>
      </AppProvider>,
    );
  });
  return { ...utils, router: probe as RouterProbe, queryClient };
}
