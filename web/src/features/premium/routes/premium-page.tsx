// /premium: the three monthly plans, 'Why Choose Premium', the FAQ and the money-back note.

import { IconCardSection } from '#web/components/site/icon-card-section';
import { PageHeader } from '#web/components/site/page-header';
import { usePublicConfig } from '#web/lib/public-config';
import { PREMIUM_PLANS } from '#web/lib/site/premium-plans';
import { PlanCard } from '../components/plan-card';
import { PremiumFaq } from '../components/premium-sections';
import { premiumHandle } from '../meta';
import { PREMIUM_TEXTS } from '../texts';
import '../premium.css';

export const handle = premiumHandle;

export default function PremiumPage() {
  const { supportInviteUrl } = usePublicConfig();
  return (
    <main className="premium">
      <PageHeader eyebrow={PREMIUM_TEXTS.eyebrow} title={PREMIUM_TEXTS.title} lead={PREMIUM_TEXTS.lead} />
      <section className="site-container" aria-label={PREMIUM_TEXTS.plansLabel}>
        <div className="premium-plans grid gap-6">
          {PREMIUM_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} supportInviteUrl={supportInviteUrl} />
          ))}
        </div>
        <div className="premium-note muted center">
          <p className="premium-note__guarantee">
            <strong>{PREMIUM_TEXTS.moneyBack}</strong> {PREMIUM_TEXTS.moneyBackDetail}
          </p>
          <p>{PREMIUM_TEXTS.purchaseNote}</p>
        </div>
      </section>
      <IconCardSection id="premium-why" texts={PREMIUM_TEXTS.why} />
      <PremiumFaq />
    </main>
  );
}
