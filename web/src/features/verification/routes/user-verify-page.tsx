// /user-verify: member verification through Discord OAuth (spec section 4), with every failure explained.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { readPendingGuild, readPendingState } from '../api/pending-guild';
import { VerifyCard } from '../components/verify-card';
import { useVerificationFlow } from '../hooks/use-verification-flow';
import { planVerification } from '../logic/plan-verification';

/**
 * Plans the flow once from the address and the stored guild, then shows its progress. Try Again
 * starts a fresh authorisation for the same server (an OAuth code works only once), or reloads
 * when the server is unknown.
 */
export default function UserVerifyPage() {
  const [params] = useSearchParams();
  const [{ plan, guildId }] = useState(() => {
    const stored = readPendingGuild();
    const planned = planVerification(params, { guild: stored, state: readPendingState() });
    return { plan: planned, guildId: 'guildId' in planned ? planned.guildId : stored };
  });
  const view = useVerificationFlow(plan);
  const retry = () => {
    if (guildId) window.location.assign(`${paths.userVerify}?guild=${encodeURIComponent(guildId)}`);
    else window.location.reload();
  };
  return (
    <main className="page-center">
      <VerifyCard view={view} onRetry={retry} />
    </main>
  );
}
