import { Link, useLocation } from 'react-router';
import * as de from '../../i18n/de/login';
import { useSession } from '../../lib/session';

/** While the organisation requires two-factor login for the user's rights and it is not set up
 *  (UserInfo.MfaSetupRequired): a notice on every screen but the profile, with the way
 *  there. */
export function MfaSetupNotice() {
  const { info } = useSession();
  const { pathname } = useLocation();
  if (!info.MfaSetupRequired || pathname === '/profile') return null;
  return (
    <div role="alert" className="alert alert-warning m-3 mb-0">
      {de.mfaNotice.requiredText} <Link to="/profile">{de.mfaNotice.setUp}</Link>
    </div>
  );
}
