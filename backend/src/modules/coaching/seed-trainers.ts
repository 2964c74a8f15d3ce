// Reference trainers shipped with the product (fictional people). Fixed ids keep the seed idempotent
// and the avatar addresses stable. Every rate is the spec's $100/hour (spec §2 /coaching, §9).

export interface SeedTrainer {
  id: string;
  name: string;
  certifications: string;
  experience: number;
  specialization: string;
  rating: number;
  hourlyRate: number;
}

export const SEED_TRAINERS: readonly SeedTrainer[] = [
  {
    id: '6f1c2a3e-0b57-4c1e-9a31-1d2f0c7a5e01',
    name: 'Maya Okafor',
    certifications: 'NASM-CPT, Precision Nutrition Level 1',
    experience: 8,
    specialization: 'Fat Loss & Nutrition',
    rating: 5,
    hourlyRate: 100,
  },
  {
    id: '6f1c2a3e-0b57-4c1e-9a31-1d2f0c7a5e02',
    name: 'Daniel Reyes',
    certifications: 'NSCA-CSCS, USA Weightlifting Level 1',
    experience: 12,
    specialization: 'Strength & Powerlifting',
    rating: 5,
    hourlyRate: 100,
  },
  {
    id: '6f1c2a3e-0b57-4c1e-9a31-1d2f0c7a5e03',
    name: 'Priya Natarajan',
    certifications: 'ACE-CPT, RYT-200 (Yoga Alliance)',
    experience: 6,
    specialization: 'Mobility & Flexibility',
    rating: 4,
    hourlyRate: 100,
  },
  {
    id: '6f1c2a3e-0b57-4c1e-9a31-1d2f0c7a5e04',
    name: 'Marcus Lindqvist',
    certifications: 'ACSM-EP, FMS Level 2',
    experience: 15,
    specialization: 'Injury-Aware Training',
    rating: 5,
    hourlyRate: 100,
  },
  {
    id: '6f1c2a3e-0b57-4c1e-9a31-1d2f0c7a5e05',
    name: 'Sofia Marchetti',
    certifications: 'NASM-CPT, NASM-PES',
    experience: 9,
    specialization: 'Athletic Performance',
    rating: 4,
    hourlyRate: 100,
  },
  {
    id: '6f1c2a3e-0b57-4c1e-9a31-1d2f0c7a5e06',
    name: 'James Whitaker',
    certifications: 'ACE-CPT, NASM Senior Fitness Specialist',
    experience: 20,
    specialization: 'Strength After 50',
    rating: 5,
    hourlyRate: 100,
  },
  {
    id: '6f1c2a3e-0b57-4c1e-9a31-1d2f0c7a5e07',
    name: 'Aisha Bello',
    certifications: 'ISSA-CPT, Pre & Postnatal Coaching Certification',
    experience: 7,
    specialization: 'Pre & Postnatal Fitness',
    rating: 5,
    hourlyRate: 100,
  },
];

/** The avatar this server draws for a trainer (see trainer-avatar.ts). */
export function trainerAvatarPath(trainerId: string): string {
  return `/api/trainers/${trainerId}/avatar.svg`;
}
