// Reads the free-text limitations box: known body areas map to joint stresses the plan then avoids; conditions that
// call for a doctor's clearance get that advice; anything else gets a generic caution. Keywords only, so a note
// such as "no knee problems" is read conservatively as a knee limitation.
import type { Stress } from './exercise-catalogue';

export type LimitationArea = 'knee' | 'lower-back' | 'shoulder' | 'wrist' | 'elbow' | 'hip' | 'ankle';

interface AreaRule {
  area: LimitationArea;
  label: string;
  pattern: RegExp;
  avoid: readonly Stress[];
  advice: string;
}

// Swaps follow common physiotherapy practice: keep training the area in a pain-free range and load the tissues
// around it, rather than resting it completely.
const AREA_RULES: readonly AreaRule[] = [
  {
    area: 'knee',
    label: 'Knee',
    pattern: /\bknee|patell|menisc|\bacl\b|\bmcl\b|\bpcl\b|jumper'?s knee|runner'?s knee/i,
    avoid: ['deep-knee-flexion', 'lunge', 'impact'],
    advice:
      'Deep squats, lunges and jumps are left out. Squat only to a box or chair at a depth that stays pain-free, and let hip hinges and bridges carry more of the leg work. Conditioning stays low-impact: no running or jumping.',
  },
  {
    area: 'lower-back',
    label: 'Lower back',
    pattern:
      /lower back|low back|lumbar|\bdisc|\bdisk|sciatic|\bspine|spinal|bad back|\bback\b(?! to\b| into\b| in\b)/i,
    avoid: ['spinal-load', 'loaded-hinge', 'lumbar-extension'],
    advice:
      'Barbell squats, deadlifts and bent-over rows are left out; hip thrusts, supported rows and the "big three" core drills (dead bug, side plank, bird dog or plank) train the same muscles with less load on the spine. Brace gently and keep a neutral back on every lift.',
  },
  {
    area: 'shoulder',
    label: 'Shoulder',
    pattern: /shoulder|rotator|impingement|labrum|labral|\bac joint|frozen shoulder/i,
    avoid: ['overhead-press', 'dip'],
    advice:
      'Overhead pressing and dips are left out; landmine or 45° presses train the shoulders in a friendlier angle. Keep every press and pull in a pain-free range and add the rear-delt work as written.',
  },
  {
    area: 'wrist',
    label: 'Wrist',
    pattern: /wrist|carpal|\bhand\b|hands\b/i,
    avoid: ['wrist-extension'],
    advice:
      'Flat-palm push-ups and hand-supported drills are swapped for neutral-grip versions (handles or a table edge) and forearm planks.',
  },
  {
    area: 'elbow',
    label: 'Elbow',
    pattern: /elbow|tennis|golfer'?s|epicondyl/i,
    avoid: ['elbow-heavy', 'dip'],
    advice:
      'Dips, lying triceps extensions and close-grip push-ups are left out; use a grip that feels easiest on the elbow and stop each set short of pain.',
  },
  {
    area: 'hip',
    label: 'Hip',
    pattern: /\bhips?\b|groin|labral tear|hip flexor|\bfai\b/i,
    avoid: ['deep-hip-flexion', 'impact'],
    advice:
      'Deep squats and jumps are left out; squat to a box at a comfortable depth and keep conditioning low-impact.',
  },
  {
    area: 'ankle',
    label: 'Ankle or foot',
    pattern: /ankle|achilles|plantar|\bfoot\b|\bfeet\b|shin splint/i,
    avoid: ['impact'],
    advice: 'Jumps and running are left out; conditioning uses the bike, elliptical, rower or brisk walking instead.',
  },
];

interface MedicalRule {
  pattern: RegExp;
  advice: string;
}

// Preparticipation screening: people with known cardiovascular, metabolic or renal disease, or symptoms, should get
// medical clearance before moderate-to-vigorous exercise (Riebe D et al. Updating ACSM's recommendations for exercise
// preparticipation health screening. Med Sci Sports Exerc 2015;47:2473-2479).
const MEDICAL_RULES: readonly MedicalRule[] = [
  {
    pattern:
      /heart|cardiac|chest pain|angina|arrhythm|blood pressure|hypertens|stroke|diabet|kidney|renal|faint|dizz|short(?:ness)? of breath/i,
    advice:
      'You mention a heart, blood-pressure, metabolic or kidney condition or symptom: get your doctor’s clearance before starting, begin at the easy end of every range, and stop at once if you feel chest pain, unusual breathlessness, dizziness or palpitations.',
  },
  {
    pattern: /asthma|\bcopd\b/i,
    advice:
      'With asthma, keep your reliever inhaler with you, warm up gradually, and ease off in cold, dry air; if symptoms limit you, ask your doctor to review your treatment.',
  },
  {
    pattern: /pregnan|postpartum|post-partum|gave birth/i,
    advice:
      'During or after pregnancy, check this plan with your midwife or doctor first; avoid lying flat on your back after the first trimester, contact and fall-risk activities, and heavy breath-holding (ACOG Committee Opinion 804, 2020).',
  },
  {
    pattern: /surgery|operation|fracture|broken|torn|tear|rupture|hernia|osteopor|arthritis|recent injur/i,
    advice:
      'After surgery, a fracture, a tear, a hernia or with arthritis or osteoporosis, follow your surgeon’s or physiotherapist’s limits first: they override anything in this plan.',
  },
];

export interface Limitations {
  /** The note as the user wrote it (normalised), '' when none. */
  note: string;
  areas: readonly { area: LimitationArea; label: string; advice: string }[];
  avoid: ReadonlySet<Stress>;
  medicalAdvice: readonly string[];
  /** True when the note named nothing the plan knows how to adapt to. */
  unmatched: boolean;
}

export function readLimitations(note: string): Limitations {
  if (note === '') return { note, areas: [], avoid: new Set(), medicalAdvice: [], unmatched: false };
  const matched = AREA_RULES.filter((rule) => rule.pattern.test(note));
  const medicalAdvice = MEDICAL_RULES.filter((rule) => rule.pattern.test(note)).map((rule) => rule.advice);
  return {
    note,
    areas: matched.map(({ area, label, advice }) => ({ area, label, advice })),
    avoid: new Set(matched.flatMap((rule) => rule.avoid)),
    medicalAdvice,
    unmatched: matched.length === 0 && medicalAdvice.length === 0,
  };
}

/** True when the plan should keep conditioning low-impact (joints, or body weight that raises landing forces). */
export function avoidsImpact(limitations: Limitations): boolean {
  return limitations.avoid.has('impact');
}
