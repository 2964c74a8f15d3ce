// The published numbers behind the expert's advice, each next to its source. Protein, deficit and surplus come
// from insights.ts so the chat and the key insights never disagree.
import type { ModelSex } from '../../body-fat/model-types';

export { FAT_LOSS_DEFICIT_KCAL, MUSCLE_GAIN_SURPLUS_KCAL, PROTEIN_G_PER_KG } from '../../insights/insights';

/** Upper end of useful protein intake, g/kg/day: the upper 95% CI of the breakpoint (Morton et al. 2018, BJSM 52:376). */
export const PROTEIN_G_PER_KG_UPPER = 2.2;
/** Protein per meal, g/kg, over at least four meals (Schoenfeld & Aragon 2018, J Int Soc Sports Nutr 15:10). */
export const PROTEIN_G_PER_KG_PER_MEAL = 0.4;
export const PROTEIN_MEALS_PER_DAY = 4;

/**
 * Sustainable fat-loss pace, share of body weight per week (Helms, Aragon & Fitschen 2014, J Int Soc Sports Nutr
 * 11:20: 0.5-1%/week). Faster loss (1.4%/week) cost lean mass in athletes (Garthe et al. 2011, IJSNEM 21:97).
 */
export const FAT_LOSS_RATE_PER_WEEK = { low: 0.005, high: 0.01 } as const;

/** Lean-gain pace, share of body weight per week, novice/intermediate (Iraki et al. 2019, Sports 7:154: 0.25-0.5%). */
export const MUSCLE_GAIN_RATE_PER_WEEK = { low: 0.0025, high: 0.005 } as const;

/**
 * Energy in 1 kg of body fat tissue, kcal: the classic ~7,700 kcal/kg (3,500 kcal/lb; Wishnofsky 1958, Am J Clin
 * Nutr 6:542). Hall 2008 (Int J Obes 32:573) shows it is only a first approximation; we use it for short horizons.
 */
export const KCAL_PER_KG_FAT = 7700;

/**
 * Scale weight from glycogen and its water, kg, lost in the first days of a diet and regained on normal eating:
 * ~400 g glycogen bound to 3-4 g water per gram (Kreitzman, Coxon & Szaz 1992, Am J Clin Nutr 56:292S).
 */
export const GLYCOGEN_WATER_KG = { low: 1, high: 2 } as const;

/**
 * Body fat at which abdominal muscles usually start to show, %. No study defines a cut-off: these are the ranges
 * commonly quoted in coaching practice, stated to users as an approximation. The upper value is used as the target.
 */
export const VISIBLE_ABS_BODY_FAT: Record<ModelSex, { low: number; high: number }> = {
  male: { low: 10, high: 12 },
  female: { low: 16, high: 19 },
};

/**
 * Hard sets per muscle per week: 10+ sets gave more growth than fewer (Schoenfeld, Ogborn & Krieger 2017, J Sports
 * Sci 35:1073); gains keep rising to about 20 in that dose-response. Start at the low end and add sets over time.
 */
export const WEEKLY_SETS_PER_MUSCLE = { min: 10, max: 20 } as const;
/** Train each muscle at least twice a week (Schoenfeld, Ogborn & Krieger 2016, Sports Med 46:1689). */
export const SESSIONS_PER_MUSCLE_PER_WEEK = 2;
/** Reps per set: 6-30 reps build similar muscle when sets end near failure (Schoenfeld et al. 2017, JSCR 31:3508). */
export const HYPERTROPHY_REPS = { low: 6, high: 30 } as const;
/** Stop 1-3 reps short of failure: growth holds up close to failure (Refalo et al. 2023, Sports Med 53:649). */
export const REPS_IN_RESERVE = { low: 1, high: 3 } as const;

/**
 * Weekly aerobic activity for adults, minutes: 150-300 moderate or 75-150 vigorous, plus muscle strengthening on
 * 2+ days (WHO 2020 guidelines; Bull et al. 2020, Br J Sports Med 54:1451).
 */
export const WHO_AEROBIC_MINUTES = { moderate: { low: 150, high: 300 }, vigorous: { low: 75, high: 150 } } as const;
export const WHO_STRENGTH_DAYS = 2;

/**
 * Daily steps where the fall in mortality levels off (Paluch et al. 2022, Lancet Public Health 7:e219):
 * 6,000-8,000 at 60+, 8,000-10,000 under 60.
 */
export const DAILY_STEPS = { under60: { low: 8000, high: 10000 }, over60: { low: 6000, high: 8000 } } as const;

/**
 * Energy cost of activities, METs (Ainsworth et al. 2011 Compendium of Physical Activities, MSSE 43:1575):
 * brisk walking at 3.5 mph 4.3; running at 6 mph 9.8. kcal ≈ MET × kg × hours.
 */
export const METS = { briskWalk: 4.3, running6mph: 9.8 } as const;

/** VO2max gain from endurance training, mL/kg/min (Milanović, Sporiš & Weston 2015, Sports Med 45:1469: +4.9). */
export const VO2MAX_TRAINING_GAIN = 4.9;
/** One MET, mL/kg/min; each 1-MET higher fitness went with 13% lower all-cause mortality (Kodama et al. 2009, JAMA 301:2024). */
export const ONE_MET_VO2 = 3.5;
export const MORTALITY_REDUCTION_PER_MET = 0.13;

/**
 * Sleep per night, hours: at least 7 for adults (Watson et al. 2015, AASM/SRS consensus, Sleep 38:843); the
 * National Sleep Foundation recommends 7-9 h at 18-64 and 7-8 h at 65+ (Hirshkowitz et al. 2015, Sleep Health 1:40).
 */
export const SLEEP_HOURS = { adult: { low: 7, high: 9 }, olderAdult: { low: 7, high: 8 } } as const;
export const OLDER_ADULT_AGE = 65;
/**
 * Fat lost in 14 days of the same diet with 8.5 h vs 5.5 h in bed, kg (Nedeltcheva et al. 2010, Ann Intern Med
 * 153:435): short sleep cut fat loss by 55% and raised lean-mass loss by 60%.
 */
export const SLEEP_STUDY_FAT_LOSS_KG = { longSleep: 1.4, shortSleep: 0.6 } as const;
/** Caffeine 6 h before bed still cut sleep by over an hour (Drake et al. 2013, J Clin Sleep Med 9:1195). */
export const CAFFEINE_CUTOFF_HOURS_BEFORE_BED = 6;

/** Creatine monohydrate, g/day (Kreider et al. 2017, ISSN position stand, J Int Soc Sports Nutr 14:18). */
export const CREATINE_G_PER_DAY = { low: 3, high: 5 } as const;
/** Caffeine before exercise, mg/kg, about 60 min before (Guest et al. 2021, ISSN position stand, JISSN 18:1). */
export const CAFFEINE_MG_PER_KG = { low: 3, high: 6 } as const;
/** Caffeine from all sources that raises no safety concern in healthy adults, mg/day (EFSA 2015, EFSA J 13:4102). */
export const CAFFEINE_MAX_MG_PER_DAY = 400;
/**
 * Vitamin D: RDA 600 IU (15 µg) a day to age 70, 800 IU (20 µg) over 70; tolerable upper intake 4,000 IU
 * (Institute of Medicine 2011, Dietary Reference Intakes for Calcium and Vitamin D).
 */
export const VITAMIN_D_IU = { upTo70: 600, over70: 800, upperLimit: 4000 } as const;

/**
 * Adequate total water intake, litres/day, from drinks and food (EFSA 2010, EFSA J 8:1459: men 2.5, women 2.0;
 * about 70-80% comes from drinks).
 */
export const WATER_L_PER_DAY: Record<ModelSex, number> = { male: 2.5, female: 2.0 };
export const WATER_SHARE_FROM_DRINKS = 0.75;
/**
 * Sweat loss above 2% of body weight impairs endurance performance; drink about 1.5 L per kg lost after training
 * (Sawka et al. 2007, ACSM position stand, Med Sci Sports Exerc 39:377).
 */
export const SWEAT_LOSS_LIMIT_SHARE = 0.02;
export const REHYDRATION_L_PER_KG_LOST = 1.5;
/** 500 mL of water before each meal added weight loss over 12 weeks of dieting (Dennis et al. 2010, Obesity 18:300). */
export const WATER_BEFORE_MEALS_ML = 500;

/**
 * Healthy body-fat ranges by age, % (Gallagher et al. 2000, Am J Clin Nutr 72:694, white adults, from BMI
 * 18.5-25): men 8-19 / 11-21 / 13-24, women 21-32 / 23-33 / 24-35 for ages 20-39 / 40-59 / 60-79.
 */
export const HEALTHY_BODY_FAT: Record<ModelSex, { maxAge: number; low: number; high: number }[]> = {
  male: [
    { maxAge: 39, low: 8, high: 19 },
    { maxAge: 59, low: 11, high: 21 },
    { maxAge: Infinity, low: 13, high: 24 },
  ],
  female: [
    { maxAge: 39, low: 21, high: 32 },
    { maxAge: 59, low: 23, high: 33 },
    { maxAge: Infinity, low: 24, high: 35 },
  ],
};

/**
 * Acceptable share of energy from fat, % (Institute of Medicine 2005, Dietary Reference Intakes for Energy and
 * Macronutrients: fat 20-35%); we plan at 25%. Fibre: 14 g per 1,000 kcal (same report).
 */
export const FAT_ENERGY_SHARE = { low: 0.2, high: 0.35, planned: 0.25 } as const;
export const FIBRE_G_PER_1000_KCAL = 14;
/** kcal per gram (Atwater factors). */
export const KCAL_PER_G = { protein: 4, carbohydrate: 4, fat: 9 } as const;

/**
 * Error of the Mifflin-St Jeor estimate: within about ±10% of measured resting expenditure for most adults
 * (Frankenfield, Roth-Yousey & Compher 2005, J Am Diet Assoc 105:775).
 */
export const ENERGY_ESTIMATE_ERROR = 0.1;
