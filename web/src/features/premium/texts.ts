// Every text of the premium page (spec sections 2, 6 and 9), defined once so tests can assert them.
import { PRODUCT_NAME } from '#web/lib/site/brand';
import { MONEY_BACK_DAYS, PLAN_CURRENCY } from '#web/lib/site/site';

export const PREMIUM_TEXTS = {
  title: 'Premium',
  eyebrow: 'Upgrade your server',
  lead: `Unlock no-prefix commands, more autoresponders, music and more. Pick the plan that fits your community.`,
  plansLabel: 'Premium plans',
  popular: 'MOST POPULAR',
  price: (price: number) => `${PLAN_CURRENCY.symbol}${price}`,
  perMonth: '/month',
  perMonthSpoken: 'per month',
  upcoming: 'Coming soon to every plan',
  purchaseNote:
    'Purchases are handled by our team in the support server: choose a plan, open a ticket there, and you are set up in minutes. No payment is taken on this site.',
  moneyBack: `${MONEY_BACK_DAYS}-day money-back guarantee`,
  moneyBackDetail: `Not happy? Ask in the support server within ${MONEY_BACK_DAYS} day of your purchase for a full refund.`,
  whyTitle: 'Why Choose Premium',
  whyLead: `Premium keeps ${PRODUCT_NAME} fast, free for everyone, and growing.`,
  why: [
    {
      icon: 'shield',
      title: 'Advanced Security',
      description: 'Extra protection tools such as the vanity checker, on top of antinuke and anti-raid.',
    },
    {
      icon: 'zap',
      title: 'Lightning Performance',
      description: 'No-prefix commands for you and your team, answered in milliseconds.',
    },
    {
      icon: 'users',
      title: 'Community Tools',
      description: 'More autoresponders, music in voice and supporter roles that show you care.',
    },
  ],
  faqTitle: 'Frequently Asked Questions',
  faq: [
    {
      question: 'What happens if I cancel?',
      answer:
        'You keep every premium benefit until the end of the period you already paid for; it simply does not renew.',
    },
    {
      question: 'Can I upgrade my plan?',
      answer: 'Yes. Upgrades take effect immediately, so the new benefits are yours straight away.',
    },
    {
      question: 'Can I downgrade my plan?',
      answer:
        'Yes. A downgrade takes effect at the start of your next billing cycle; you keep your current plan until then.',
    },
    {
      question: 'Is there a refund policy?',
      answer: `Yes: every plan has a ${MONEY_BACK_DAYS}-day money-back guarantee. Ask in the support server within ${MONEY_BACK_DAYS} day of buying and we refund you in full.`,
    },
    {
      question: 'How do I pay?',
      answer:
        'Click the button of the plan you want to join our support server, then open a ticket. Our team takes the payment and activates premium for you.',
    },
  ],
} as const;
