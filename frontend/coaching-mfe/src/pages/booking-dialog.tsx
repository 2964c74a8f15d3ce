import { useState } from 'react';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type TrainerDto, useTrackInterestMutation } from '@fitness/api-client';
import { BOOKING_MESSAGE_MAX_LENGTH, BOOKING_TEXTS, ROUTES, TOASTS } from '@fitness/contracts';
import { toast } from '@fitness/ui';

const { Paragraph, Text } = Typography;

interface BookingForm {
  userName: string;
  userEmail: string;
  scheduledAt: string;
  message: string;
}

const EMPTY_FORM: BookingForm = { userName: '', userEmail: '', scheduledAt: '', message: '' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The thank-you page after a booking. The results page's coaching offer sends `?analysisId=`; passed on, it makes
 * that page's 'Back to Analysis' go back to the visitor's analysis rather than home.
 */
export function bookedPath(analysisId: string | null): string {
  const query = new URLSearchParams({ type: 'coaching', submitted: 'true' });
  if (analysisId !== null && UUID.test(analysisId)) query.set('analysisId', analysisId);
  return `${ROUTES.comingSoon}?${query.toString()}`;
}

/** "2026-11-25T14:30", the value a datetime-local input takes, for the current minute in the visitor's time zone. */
export function localDateTimeNow(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * The browser's IANA time zone ("Europe/Berlin"): the booking emails show the session in it, with UTC beside. A host
 * that cannot tell its zone reports "Etc/Unknown" (or nothing), which the API refuses: then none is sent (UTC only).
 */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone as string | undefined;
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/**
 * Spec §2 booking dialog and §4 states: the visitor's name, email, preferred time (not before now) and an optional
 * message; 'Missing Information' when a required field is empty, 'Submission Failed' when the request fails (the
 * dialog stays); on success it closes, resets and opens the thank-you page.
 */
export function BookingDialog({ trainer, onClose }: { trainer: TrainerDto | null; onClose: () => void }) {
  const [form, setForm] = useState<BookingForm>(EMPTY_FORM);
  const [trackInterest, { isLoading }] = useTrackInterestMutation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const set = (field: keyof BookingForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const close = () => {
    if (isLoading) return;
    setForm(EMPTY_FORM);
    onClose();
  };

  const submit = async () => {
    if (trainer === null) return;
    if (form.userName.trim() === '' || form.userEmail.trim() === '' || form.scheduledAt === '') {
      toast({ ...TOASTS.missingInformation, variant: 'destructive' });
      return;
    }
    // Spec §5: not earlier than now. The picker's minimum stops a click, not a typed time, so it is checked here too.
    if (new Date(form.scheduledAt).getTime() < Date.now()) {
      toast({ ...TOASTS.bookingTimeInPast, variant: 'destructive' });
      return;
    }
    try {
      await trackInterest({
        trackInterestDto: {
          type: 'coaching',
          // Spec §3: the trainer's id stays in the form; the server finds the trainer by name.
          trainerName: trainer.name,
          userEmail: form.userEmail.trim(),
          userName: form.userName.trim(),
          // The picker gives local time; the server stores the instant.
          scheduledAt: new Date(form.scheduledAt).toISOString(),
          timeZone: browserTimeZone(),
          message: form.message.trim(),
          timestamp: new Date().toISOString(),
        },
      }).unwrap();
      setForm(EMPTY_FORM);
      onClose();
      void navigate(bookedPath(searchParams.get('analysisId')));
    } catch {
      toast({ ...TOASTS.coachingSubmissionFailed, variant: 'destructive' });
    }
  };

  return (
    <Modal
      open={trainer !== null}
      title={trainer ? BOOKING_TEXTS.title(trainer.name) : ''}
      onCancel={close}
      mask={{ closable: !isLoading }}
      keyboard={!isLoading}
      closable={!isLoading}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={close} disabled={isLoading}>
            {BOOKING_TEXTS.cancel}
          </Button>
          <Button type="primary" htmlType="submit" form="booking-form" loading={isLoading}>
            {isLoading ? BOOKING_TEXTS.confirming : BOOKING_TEXTS.confirm}
          </Button>
        </Flex>
      }
    >
      <form
        id="booking-form"
        className="booking-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="booking-form__field">
          <label htmlFor="booking-name">{BOOKING_TEXTS.name}</label>
          <Input id="booking-name" autoComplete="name" required aria-required maxLength={100} value={form.userName} onChange={(event) => set('userName')(event.target.value)} />
        </div>
        <div className="booking-form__field">
          <label htmlFor="booking-email">{BOOKING_TEXTS.email}</label>
          <Input
            id="booking-email"
            type="email"
            autoComplete="email"
            required
            aria-required
            maxLength={254}
            value={form.userEmail}
            onChange={(event) => set('userEmail')(event.target.value)}
          />
        </div>
        <div className="booking-form__field">
          <label htmlFor="booking-time">{BOOKING_TEXTS.scheduledAt}</label>
          <input
            id="booking-time"
            className="ant-input ant-input-outlined booking-form__time"
            type="datetime-local"
            required
            aria-required
            min={localDateTimeNow()}
            value={form.scheduledAt}
            onChange={(event) => set('scheduledAt')(event.target.value)}
          />
        </div>
        <div className="booking-form__field">
          <label htmlFor="booking-message">
            {BOOKING_TEXTS.message} <Text type="secondary">(optional)</Text>
          </label>
          <Input.TextArea id="booking-message" rows={3} maxLength={BOOKING_MESSAGE_MAX_LENGTH} value={form.message} onChange={(event) => set('message')(event.target.value)} />
        </div>
        {trainer && <Text strong>{BOOKING_TEXTS.cost(trainer.hourlyRate)}</Text>}
        <Paragraph type="secondary" className="booking-form__note">
          {BOOKING_TEXTS.paymentNote}
        </Paragraph>
      </form>
    </Modal>
  );
}
