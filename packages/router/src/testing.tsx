import { useLocation, useNavigate } from './index';

/**
 * For tests of screens that keep their state in the address: the router's current address as text
 * (`data-testid="address"`), and a button that goes back as the browser's Back button does.
 */
export function AddressBar({ backLabel = 'Back' }: { backLabel?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        {backLabel}
      </button>
    </>
  );
}
