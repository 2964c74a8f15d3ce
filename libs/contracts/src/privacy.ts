// Visitor privacy (ours; the spec shows no access control): results open only in the browser that made them, an
// emailed single-use link opens them in another, and a visitor can delete everything we hold about them.

/** How long an emailed results link works, and that it works once. */
export const ACCESS_LINK_LIFETIME_MINUTES = 30;

/** The answer to "email me a link", the same whether or not the email belongs to anyone. */
export const ACCESS_LINK_REQUESTED_MESSAGE =
  `If this email has an analysis with us, a link to it is on its way. It works once, for ${ACCESS_LINK_LIFETIME_MINUTES} minutes.`;

export const ACCESS_LINK_EMAIL = {
  subject: 'Your Fitness analysis link',
  text: (link: string): string =>
    [
      'Hi,',
      '',
      'Someone (hopefully you) asked for a link to open your Fitness analysis in another browser.',
      '',
      `Open your results: ${link}`,
      '',
      `The link works once, for ${ACCESS_LINK_LIFETIME_MINUTES} minutes, and opens your results in the browser you open it in.`,
      'If you did not ask for it, ignore this email: nothing changes.',
      '',
      '— Fitness',
    ].join('\n'),
} as const;

export const PRIVACY_TEXTS = {
  /** Under 'Analysis Not Found' (spec §2) when a results link is opened outside the browser that made it. */
  privateAnalysis:
    'Fitness results are private to the browser that made them. If this is your analysis, we can email you a link that opens it here.',
  emailLinkLabel: 'Your email address',
  emailLinkAction: 'Email me a link',
  emailLinkSending: 'Sending...',
  emailLinkSent: { title: 'Check your email', description: ACCESS_LINK_REQUESTED_MESSAGE },
  emailLinkFailed: { title: 'Link not sent', description: 'Please try again in a minute.' },
  linkOpening: 'Opening your analysis...',
  linkExpired: {
    title: 'This link has expired',
    description: `Links work once, for ${ACCESS_LINK_LIFETIME_MINUTES} minutes. Ask for a new one below.`,
  },
  deleteSection: {
    title: 'Your data',
    text: 'Your results are private to this browser. You can delete everything we hold about you — analyses, plans, questionnaires and any other record under your email — at any time.',
    action: 'Delete my data',
  },
  deleteConfirm: {
    title: 'Delete all your data?',
    text: 'This permanently deletes your analyses and everything else we hold under your email. It cannot be undone.',
    ok: 'Delete everything',
    cancel: 'Keep my data',
  },
  deleted: { title: 'Your data has been deleted', description: 'Nothing about you remains with us.' },
  deleteFailed: { title: 'Deletion failed', description: 'Your data was not deleted. Please try again.' },
} as const;
