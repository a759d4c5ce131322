// /dashboard/profile: identity, badges, premium status and shortcuts; demo data when the fetch fails.
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { dashboardErrorText, isSessionRejected } from '../../../lib/api-errors';
import { clearToken } from '../../../lib/session';
import { sessionUserAtom } from '../../../lib/session-user';
import { fetchProfile, type Profile } from '../api/fetch-profile';
import { BadgeGrid } from '../components/badge-grid';
import { IssueBanner, LoadingState } from '../components/load-feedback';
import { PremiumCard } from '../components/premium-card';
import { ProfileCard } from '../components/profile-card';
import { ShortcutCards } from '../components/shortcut-cards';
import { demoProfile } from '../demo-profile';
import { PROFILE_TEXTS } from '../profile-texts';
import '../dashboard.css';
import { ToolPage } from '../../../components/tool-page';

type ProfileState =
  | { status: 'loading' }
  | { status: 'loaded'; profile: Profile }
  | { status: 'failed'; profile: Profile; error: string };

/**
 * Loads the profile once (Retry loads it again). 401/403 ends the session (the guard then sends
 * the user to /login); any other failure shows the 'API Connection Issue' banner over demo data.
 */
export default function ProfilePage() {
  const setUser = useSetAtom(sessionUserAtom);
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [run, setRun] = useState(0);

  useEffect(() => {
    void run;
    let active = true;
    setState({ status: 'loading' });
    fetchProfile().then(
      (profile) => {
        if (!active) return;
        setUser(profile.user);
        setState({ status: 'loaded', profile });
      },
      (error: unknown) => {
        if (!active) return;
        if (isSessionRejected(error)) {
          clearToken();
          return;
        }
        setState({ status: 'failed', profile: demoProfile(Date.now()), error: dashboardErrorText(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [run, setUser]);

  if (state.status === 'loading') return <LoadingState attempt={1} text={PROFILE_TEXTS.loading} />;
  const { user, info } = state.profile;
  return (
    <ToolPage>
      {state.status === 'failed' && (
        <IssueBanner
          title={PROFILE_TEXTS.apiIssue}
          lines={[state.error, PROFILE_TEXTS.demoData]}
          onRetry={() => setRun((value) => value + 1)}
          stale
        />
      )}
      <ProfileCard user={user} />
      <div className="dash-columns">
        <BadgeGrid keys={info.badges} />
        <PremiumCard np={info.np} now={Date.now()} />
      </div>
      <ShortcutCards />
    </ToolPage>
  );
}
