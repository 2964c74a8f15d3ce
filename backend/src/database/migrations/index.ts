import { InitialSchema1732300000000 } from './1732300000000-initial-schema';
import { SeedTrainers1732300000001 } from './1732300000001-seed-trainers';
import { VisitorAccess1732400000000 } from './1732400000000-visitor-access';
import { Payments1732500000000 } from './1732500000000-payments';
import { PaidPlans1732600000000 } from './1732600000000-paid-plans';
import { Engagement1732700000000 } from './1732700000000-engagement';
import { ProofOfEmail1732800000000 } from './1732800000000-proof-of-email';
import { Orders1732900000000 } from './1732900000000-orders';
import { BookingStatusDefault1733000000000 } from './1733000000000-booking-status-default';
import { BookingTimeZone1733100000000 } from './1733100000000-booking-time-zone';

// Listed explicitly (not globbed) so the same list works from src under Jest and from dist.
export const MIGRATIONS = [
  InitialSchema1732300000000,
  SeedTrainers1732300000001,
  VisitorAccess1732400000000,
  Payments1732500000000,
  PaidPlans1732600000000,
  Engagement1732700000000,
  ProofOfEmail1732800000000,
  Orders1732900000000,
  BookingStatusDefault1733000000000,
  BookingTimeZone1733100000000,
];
