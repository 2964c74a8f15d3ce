import type { ReactElement } from 'react';

// Hand-drawn illustrations for the five feature cards, inline so they never break and need no image host.
// They are decorative (aria-hidden): each card's link and title carry the meaning.

const frame = { viewBox: '0 0 320 200', 'aria-hidden': true, focusable: false } as const;

function BodyFatIllustration() {
  return (
    <svg {...frame}>
      <rect width="320" height="200" rx="16" fill="#ecfdf5" />
      <circle cx="110" cy="48" r="18" fill="#047857" />
      <path d="M84 76h52l8 54h-14l-6 52h-28l-6-52H76z" fill="#10b981" />
      <path d="M92 100h36M90 118h40" stroke="#ecfdf5" strokeWidth="4" strokeLinecap="round" strokeDasharray="6 6" />
      <circle cx="230" cy="100" r="52" fill="none" stroke="#d1fae5" strokeWidth="16" />
      <circle
        cx="230"
        cy="100"
        r="52"
        fill="none"
        stroke="#047857"
        strokeWidth="16"
        strokeDasharray="59 268"
        strokeLinecap="round"
        transform="rotate(-90 230 100)"
      />
      <text x="230" y="108" textAnchor="middle" fontSize="24" fontWeight="700" fill="#064e3b" fontFamily="sans-serif">
        18%
      </text>
    </svg>
  );
}

function FitnessScoreIllustration() {
  return (
    <svg {...frame}>
      <rect width="320" height="200" rx="16" fill="#eff6ff" />
      <path d="M70 150a90 90 0 0 1 180 0" fill="none" stroke="#dbeafe" strokeWidth="18" strokeLinecap="round" />
      <path d="M70 150a90 90 0 0 1 150-67" fill="none" stroke="#2563eb" strokeWidth="18" strokeLinecap="round" />
      <line x1="160" y1="150" x2="205" y2="98" stroke="#1e3a8a" strokeWidth="6" strokeLinecap="round" />
      <circle cx="160" cy="150" r="10" fill="#1e3a8a" />
      <text x="160" y="188" textAnchor="middle" fontSize="20" fontWeight="700" fill="#1e3a8a" fontFamily="sans-serif">
        78 / 100
      </text>
    </svg>
  );
}

function WorkoutPlanIllustration() {
  return (
    <svg {...frame}>
      <rect width="320" height="200" rx="16" fill="#fff7ed" />
      <rect x="60" y="92" width="200" height="16" rx="8" fill="#9a3412" />
      <rect x="70" y="62" width="22" height="76" rx="6" fill="#ea580c" />
      <rect x="96" y="74" width="16" height="52" rx="5" fill="#fb923c" />
      <rect x="228" y="62" width="22" height="76" rx="6" fill="#ea580c" />
      <rect x="208" y="74" width="16" height="52" rx="5" fill="#fb923c" />
      <g fontFamily="sans-serif" fontSize="14" fontWeight="600" fill="#7c2d12">
        <text x="60" y="172">
          3 × 10
        </text>
        <text x="140" y="172">
          90 s rest
        </text>
        <text x="60" y="40">
          Week 1 · Day 2
        </text>
      </g>
    </svg>
  );
}

function DietPlanIllustration() {
  return (
    <svg {...frame}>
      <rect width="320" height="200" rx="16" fill="#fefce8" />
      <circle cx="120" cy="100" r="66" fill="#ffffff" stroke="#facc15" strokeWidth="6" />
      <path d="M120 100V34a66 66 0 0 1 57 99z" fill="#16a34a" />
      <path d="M120 100l57 33a66 66 0 0 1-114 0z" fill="#f59e0b" />
      <path d="M120 100l-57 33a66 66 0 0 1 57-99z" fill="#dc2626" />
      <g fontFamily="sans-serif" fontSize="14" fontWeight="600">
        <rect x="210" y="56" width="12" height="12" rx="3" fill="#dc2626" />
        <text x="230" y="67" fill="#713f12">
          Protein
        </text>
        <rect x="210" y="92" width="12" height="12" rx="3" fill="#16a34a" />
        <text x="230" y="103" fill="#713f12">
          Carbs
        </text>
        <rect x="210" y="128" width="12" height="12" rx="3" fill="#f59e0b" />
        <text x="230" y="139" fill="#713f12">
          Fat
        </text>
      </g>
    </svg>
  );
}

function TrainingExpertIllustration() {
  return (
    <svg {...frame}>
      <rect width="320" height="200" rx="16" fill="#f5f3ff" />
      <rect x="40" y="36" width="170" height="44" rx="14" fill="#ffffff" stroke="#c4b5fd" strokeWidth="3" />
      <text x="56" y="64" fontSize="14" fill="#4c1d95" fontFamily="sans-serif">
        How do I grow my arms?
      </text>
      <rect x="110" y="100" width="170" height="60" rx="14" fill="#7c3aed" />
      <path d="M130 120h120M130 140h84" stroke="#ede9fe" strokeWidth="6" strokeLinecap="round" />
      <circle cx="280" cy="58" r="20" fill="#7c3aed" />
      <path d="M272 58h16M280 50v16" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** One illustration per feature, in the order of FEATURES. */
export const FEATURE_ILLUSTRATIONS: readonly (() => ReactElement)[] = [
  BodyFatIllustration,
  FitnessScoreIllustration,
  WorkoutPlanIllustration,
  DietPlanIllustration,
  TrainingExpertIllustration,
];
