/** The router's React side: the provider, links, outlet and hooks the pages use (see router.ts). */
import {
  Component,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ComponentProps,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPath, isActivePath, parsePath } from './match';
import type { Blocker, BlockerFunction, Location, NavigateOptions, Router, RouterState } from './router';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
/** The depth in `matches` of the route being rendered (Outlet renders the next one). */
const DepthContext = createContext(-1);
const RouteErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks must be used inside <RouterProvider>');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('router hooks must be used inside <RouterProvider>');
  return state;
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  return (
    <RouterContext value={router}>
      <StateContext value={state}>
        <RouteLevel depth={0} />
      </StateContext>
    </RouterContext>
  );
}

interface BoundaryProps {
  fallback: NonNullable<RouterState['matches'][number]['route']['ErrorBoundary']>;
  location: Location;
  children: ReactNode;
}

/** A route's ErrorBoundary for errors thrown while rendering; cleared by the next navigation. */
class RenderErrorBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: undefined, location: props.location };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[router] a page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const Fallback = this.props.fallback;
    return (
      <RouteErrorContext value={this.state.error}>
        <Fallback />
      </RouteErrorContext>
    );
  }
}

function RouteLevel({ depth }: { depth: number }) {
  const state = useRouterState();
  const match = state.matches[depth];
  if (!match) return null;
  const { route } = match;
  let content: ReactNode;
  const failed = state.error;
  const boundaryDepth = failed
    ? state.matches.findLastIndex((m, i) => i <= failed.depth && m.route.ErrorBoundary !== undefined)
    : -1;
  if (failed && boundaryDepth === depth && route.ErrorBoundary) {
    content = (
      <RouteErrorContext value={failed.value}>
        <route.ErrorBoundary />
      </RouteErrorContext>
    );
  } else if (failed && depth >= failed.depth && boundaryDepth === -1) {
    // No route above can show it: nothing sensible to render.
    throw failed.value;
  } else if (!state.initialized && route.HydrateFallback) {
    content = <route.HydrateFallback />;
  } else if (route.Component) {
    content = <route.Component />;
  } else {
    content = route.element ?? <Outlet />;
  }
  return (
    <DepthContext value={depth}>
      {route.ErrorBoundary ? (
        <RenderErrorBoundary fallback={route.ErrorBoundary} location={state.location}>
          {content}
        </RenderErrorBoundary>
      ) : (
        content
      )}
    </DepthContext>
  );
}

/** Where a layout route shows the route below it. */
export function Outlet() {
  return <RouteLevel depth={useContext(DepthContext) + 1} />;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useRouter().navigate;
}

export function useParams(): Readonly<Partial<Record<string, string>>> {
  const state = useRouterState();
  return state.matches[useContext(DepthContext)]?.params ?? state.matches.at(-1)?.params ?? {};
}

export function useNavigation(): { state: RouterState['navigation'] } {
  return { state: useRouterState().navigation };
}

/** The error a route's ErrorBoundary is showing. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

type SearchParamsInit = URLSearchParams | string | Record<string, string> | [string, string][];

export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      // From the address as it is now, not as it was at the last render (two quick changes both count).
      const current = new URLSearchParams(router.state.location.search);
      const query = new URLSearchParams(typeof next === 'function' ? next(current) : next).toString();
      router.navigate(`${router.state.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [router],
  );
  return [params, setParams];
}

/** Asks before leaving while `shouldBlock` says so (the page shows its own dialog from the result). */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useRouter();
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => router.setBlocker((args) => latest.current(args)), [router]);
  return useRouterState().blocker;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

function useLinkProps({ to, replace, state, onClick, target, ...rest }: LinkProps): ComponentProps<'a'> {
  const router = useRouter();
  const { pathname } = useLocation();
  if (EXTERNAL.test(to)) return { ...rest, href: to, target, onClick };
  const href = createPath(parsePath(to, pathname));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    // Ctrl/⌘/Shift-click: the browser opens a new tab or window, as with any link.
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // A link to the page already shown does not add a history entry.
    router.navigate(to, { replace: replace ?? createPath(router.state.location) === href, state });
  };
  return { ...rest, href, target, onClick: follow };
}

/** A link within the app: followed without reloading the page. */
export function Link(props: LinkProps) {
  return <a {...useLinkProps(props)} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Only active on this very page, not on the pages below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
}

/** A navigation link that knows whether it leads to the current page (aria-current="page"). */
export function NavLink({ end = false, className, children, ...props }: NavLinkProps) {
  const isActive = isActivePath(useLocation().pathname, props.to, end);
  const linkProps = useLinkProps(props);
  return (
    <a
      {...linkProps}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    >
      {typeof children === 'function' ? children({ isActive }) : children}
    </a>
  );
}

/** Goes to `to` as soon as it renders. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const router = useRouter();
  useEffect(() => router.navigate(to, { replace, state }), [router, to, replace, state]);
  return null;
}
