export * from './theme/tokens';
export { ThemeRoot } from './theme/ThemeRoot';
export { GlobalStyle } from './theme/GlobalStyle';
export { AppProviders } from './AppProviders';
export { Button, type ButtonVariant } from './components/Button';
export { Container, Page, PageTitle, Card, Muted, PanelFirstColumns } from './components/Layout';
export { FactList } from './components/FactList';
export { Spinner } from './components/Spinner';
export { SkeletonBlock } from './components/SkeletonBlock';
export { CardFrame, CardLink } from './components/CatalogueCard';
export { ErrorPanel } from './components/ErrorPanel';
export { NotFound } from './components/NotFound';
export { ScreenPlaceholder } from './components/ScreenPlaceholder';
export { lazyComponent, lazyScreen, prefetchScreenData, ScreenSwitch, useScreenParams, type ScreenRoute } from './routing/ScreenSwitch';
export { LoadBoundary } from './routing/LoadBoundary';
export { useLastPageInstead } from './routing/useLastPageInstead';
export { useShownPage } from './routing/useShownPage';
export {
  TextField,
  Input,
  Select,
  TextArea,
  Label,
  FieldWrap,
  FieldError,
  CheckboxLabel,
  FormMessage,
  LinkNoticeBox,
  TextButton,
} from './components/Form';
export { Modal, useModalDialog } from './components/Modal';
export { queryClient } from './query/client';
export { BOOKED_STOCK_QUERIES, invalidateBookedStock, invalidateHotelStock } from './query/bookedStock';
export { useShownData, type ShownData } from './query/useShownData';
export { useRetry } from './query/useRetry';
export { useRecordQuery } from './query/useRecordQuery';
export { Slideshow, SlideshowPlaceholder, usePrefersReducedMotion, type Slide, type SlideshowProps } from './components/Slideshow';
export { BackArrow } from './components/BackArrow';
export { RouteText } from './components/RouteText';
export { ToastProvider, useToast, useToastHost, type ToastApi } from './components/Toasts';
export { DateField, VisuallyHidden, type DateFieldProps } from './components/DateField';
export { formatDayText, parseDayText } from './components/dateText';
export { usePageTitle, pageTitle, setSiteName, useSiteName } from './a11y/usePageTitle';
export { useFocusOnNavigation, focusHeading } from './a11y/focusHeading';
export { focusFirstError } from './a11y/focusFirstError';
export { useSubmitOnce } from './forms/useSubmitOnce';
export { errorPaths, useErrorsFollowLanguage } from './forms/useErrorsFollowLanguage';
export { SkipLink } from './components/SkipLink';
export { useDeferredChoice } from './a11y/useDeferredChoice';
export { useDismiss, type DismissOptions } from './a11y/useDismiss';
export { textOnImage } from './a11y/textOnImage';
