// /dashboard/profile: identity, badges, premium status and shortcuts; demo data when the fetch fails.
import { useQuery } from '@tanstack/react-query';
import { adminServersQuery } from '#web/lib/admin-servers';
import { ApiRequestError } from '#web/lib/api-client';
import { dashboardErrorText } from '#web/lib/api-errors';
import { botUserQuery, type Profile } from '../api/bot-user';
import { BadgeGrid } from '../components/badge-grid';
import { IssueBanner, LoadingState } from '../components/load-feedback';
import { PremiumCard } from '../components/premium-card';
import { ProfileCard } from '../components/profile-card';
import { ShortcutCards } from '../components/shortcut-cards';
import { demoProfile } from '../demo-profile';
import { PROFILE_TEXTS } from '../profile-texts';
import '../dashboard.css';
import { ToolPage } from '#web/components/tool-page';

/** The banner text of a failed user fetch: 'Failed to fetch user data' for a non-OK reply, else the section-8 text. */
function profileErrorText(error: unknown): string {
  return error instanceof ApiRequestError && error.kind === 'http'
    ? PROFILE_TEXTS.fetchFailed
    : dashboardErrorText(error);
}

/**
 * Reads the user (the shared GET /auth/servers query), then their badges and np (GET /bot/user/{id}).
 * 401/403 ends the session (the query client's rule; the guard then sends the user to /login);
 * any other failure shows the 'API Connection Issue' banner over demo data, with Retry.
 */
export default function ProfilePage() {
  const servers = useQuery(adminServersQuery());
  const user = servers.data?.user;
  const info = useQuery({ ...botUserQuery(user?.id ?? ''), enabled: user !== undefined });

  if (servers.isError && !user) {
    const demo = demoProfile(Date.now());
    return (
      <ToolPage>
        <IssueBanner
          title={PROFILE_TEXTS.apiIssue}
          lines={[profileErrorText(servers.error), PROFILE_TEXTS.demoData]}
          onRetry={() => void servers.refetch()}
          stale
        />
        <ProfileContent profile={demo} />
      </ToolPage>
    );
  }
  if (!user || !info.data) {
    return <LoadingState attempt={servers.failureCount + 1} text={PROFILE_TEXTS.loading} />;
  }
  return (
    <ToolPage>
      <ProfileContent profile={{ user, info: info.data }} />
    </ToolPage>
  );
}

/** The profile's cards: identity, badges, premium status and shortcuts. */
function ProfileContent({ profile: { user, info } }: { profile: Profile }) {
  return (
    <>
      <ProfileCard user={user} />
      <div className="dash-columns grid gap-6">
        <BadgeGrid keys={info.badges} />
        <PremiumCard np={info.np} now={Date.now()} />
      </div>
      <ShortcutCards />
    </>
  );
}
