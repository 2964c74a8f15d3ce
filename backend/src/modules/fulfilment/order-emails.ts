import { formatUsd, PRICES_CENTS } from '@fitness/contracts';
import type { EmailMessage } from '../../infra/email/email.port';
import type { OrderEmailKind } from '../../jobs/job-names';

export interface OrderEmailFacts {
  to: string;
  name: string;
  /** A coach's note sent with the delivery. */
  note?: string;
  /** expert-intake-needed: where the buyer gives the coach their answers, from any browser. */
  intakeLink?: string;
  /** ai-plan-ready: a single-use link opening the plan in any browser. */
  planLink?: string;
  /** ai-plan-ready: the plan's PDF, attached. */
  pdf?: { filename: string; content: Buffer };
}

/** The text of each order email; plain text only, so nothing a person typed can become markup. */
export function orderEmail(kind: OrderEmailKind, facts: OrderEmailFacts): EmailMessage {
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
    case 'expert-intake-needed':
      return {
        to: facts.to,
        subject: 'Your expert plan: one step left',
        text: [
          `Hi ${facts.name},`,
          '',
          `Thank you: we received your payment of ${formatUsd(PRICES_CENTS.expert)} for the 12-week expert plan.`,
          'Your coach writes the plan from your analysis and a few answers about your goals, schedule, equipment and',
          'food. If you have not sent them yet, answer here (about 3 minutes; the link works in any browser):',
          '',
          facts.intakeLink ?? '',
          '',
          'If you already answered on the page after paying, there is nothing more to do: your plan arrives at this',
          'address within 24-48 hours of your answers.',
          '',
          'The Fitness team',
        ].join('\n'),
      };
    case 'ai-plan-ready':
      return {
        to: facts.to,
        subject: 'Your 12-week AI plan is ready',
        text: [
          `Hi ${facts.name},`,
          '',
          'Your personalized 12-week AI plan is ready. The PDF is attached to this email.',
          '',
          'Open it in any browser with this link (it works once; ask for a new one from your results page):',
          facts.planLink ?? '',
          '',
          'The Fitness team',
        ].join('\n'),
        ...(facts.pdf === undefined
          ? {}
          : { attachments: [{ filename: facts.pdf.filename, content: facts.pdf.content, contentType: 'application/pdf' }] }),
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
