/**
 * The part of react-router the site uses, shared by Module Federation as one singleton in place of
 * react-router-dom itself. Federation cannot tree-shake a shared library (any remote might call any
 * export), so sharing react-router-dom shipped all of it (data routers, server rendering, hydration:
 * 64 kB gzipped) to every page. Shared through this module, only what is listed here is kept.
 * Add an export here before importing it anywhere (the lint forbids importing react-router-dom directly).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction, NavigateOptions, To } from 'react-router-dom';
