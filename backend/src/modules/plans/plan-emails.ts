import { formatUsd, PRICES_CENTS } from '@fitness/contracts';
import type { EmailMessage } from '../../infra/email/email.port';
import type { PlanEmailKind } from '../../jobs/job-names';

export interface PlanEmailFacts {
  to: string;
  name: string;
  /** A coach's note sent with the delivery. */
  note?: string;
}

/** The text of each plan email; plain text only, so nothing a person typed can become markup. */
export function planEmail(kind: PlanEmailKind, facts: PlanEmailFacts): EmailMessage {
  switch (kind) {
    case 'expert-order-confirmed':
      return {
        to: facts.to,
        subject: 'Your 12-week expert plan is on its way',
        text: [
          `Hi ${facts.name},`,
          '',
          `Thank you: we received your payment of ${formatUsd(PRICES_CENTS.expert)} and your answers.`,
          'A coach is now writing your personalized 12-week workout and nutrition plan from your analysis and answers.',
          'It will be delivered to this email address within 24-48 hours.',
          '',
          'If anything in your answers has changed, reply to this email and your coach will take it into account.',
          '',
          'The Fitness team',
        ].join('\n'),
      };
    case 'expert-plan-delivered':
      return {
        to: facts.to,
        subject: 'Your 12-week expert plan has been delivered',
        text: [
          `Hi ${facts.name},`,
          '',
          'Your coach has finished your personalized 12-week plan and sent it to this email address.',
          ...(facts.note ? ['', 'A note from your coach:', facts.note] : []),
          '',
          'Questions about your plan? Reply to this email.',
          '',
          'The Fitness team',
        ].join('\n'),
      };
  }
}
