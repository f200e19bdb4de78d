import { Link } from 'react-router-dom';
import { ASSETS, CONTENT, IMAGE_SIZES } from '../../config/content';
import { LOGO_LONG_PRESS_MS } from '../../config/constants';
import { adminLoginPath, PATHS } from '../../config/paths';
import { useHostKind } from '../../config/host';
import { useLongPress } from './use-long-press';

/**
 * The logo links home. Hidden admin entry (product rules, 'Hosts and routes'): holding it for 1000 ms or
 * double-clicking it goes to the administrator login; a normal click does not. That is a
 * page load, not an in-app move: a prerendered public page is served with a stricter
 * Content-Security-Policy than the sign-in screens need (deploy/nginx).
 */
export function SiteLogo({ size = 44 }: { size?: number }) {
  const host = useHostKind();
  const goToAdminLogin = () => window.location.assign(adminLoginPath(host));
  const { handlers, consumeClick } = useLongPress(goToAdminLogin, LOGO_LONG_PRESS_MS);

  return (
    <Link
      to={PATHS.home}
      className="site-logo"
      aria-label={`${CONTENT.brandName} home`}
      draggable={false}
      {...handlers}
      onClick={(event) => {
        if (consumeClick()) event.preventDefault();
      }}
      onDoubleClick={(event) => {
        event.preventDefault();
        goToAdminLogin();
      }}
    >
      <img
        src={ASSETS.logo}
        alt=""
        width={size}
        height={Math.round((size * IMAGE_SIZES.logo.height) / IMAGE_SIZES.logo.width)}
        draggable={false}
      />
      <span className="site-logo__name">{CONTENT.brandName}</span>
    </Link>
  );
}
