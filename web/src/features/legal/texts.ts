// Texts of the shared legal layout, defined once so tests can assert them.

export const LEGAL_TEXTS = {
  navLabel: 'Legal pages',
  lastUpdated: (date: string) => `Last updated: ${date}`,
  questionsTitle: 'Questions?',
  questions: 'If anything here is unclear, write to us at',
  orVisit: 'or visit our',
  contactPage: 'contact page',
} as const;
