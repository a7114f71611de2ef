export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useBlocker,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
} from './components';
export { createBrowserRouter } from './browser-history';
export { createMemoryRouter, type Router, type RouteObject } from './router';
