// Every published source behind a number the user sees, listed once for the analysis record.
// Apostrophes are ASCII, as PubMed writes these titles: a single character outside Latin-1 (a typographic ’) made
// V8 hold every analysis's JSON as two-byte text, and parsing, serialising and encoding it cost the API about 5% of
// a stats-only analysis's instructions.

export const SOURCES = {
  nhanesDxa: 'NHANES 2017-2018 whole-body DXA (CDC/NCHS), via the data_body set of the gmgm R package 1.1.2',
  kelly2009:
    'Kelly TL, Wilson KE, Heymsfield SB. DXA body composition reference values from NHANES. PLoS One 2009;4:e7038',
  gallagher2000: 'Gallagher D et al. Healthy percentage body fat ranges. Am J Clin Nutr 2000;72:694-701',
  woolcott2018: 'Woolcott OO, Bergman RN. Relative fat mass (RFM). Sci Rep 2018;8:10980',
  navy1984:
    'Hodgdon JA, Beckett MB. Prediction of percent body fat for US Navy men and women. NHRC reports 84-11, 84-29, 1984',
  ode2007:
    'Ode JJ et al. Body mass index as a predictor of percent fat in college athletes and nonathletes. Med Sci Sports Exerc 2007;39:403-409',
  nes2011:
    'Nes BM et al. Estimating VO2peak from a nonexercise prediction model: the HUNT Study. Med Sci Sports Exerc 2011;43:2024-2030',
  nes2014:
    'Nes BM et al. A simple nonexercise model of cardiorespiratory fitness predicts long-term mortality. Med Sci Sports Exerc 2014;46:1159-1165',
  loe2013:
    'Loe H et al. Aerobic capacity reference data in 3816 healthy men and women 20-90 years. PLoS One 2013;8:e64319',
  vanItallie1990:
    "VanItallie TB et al. Height-normalized indices of the body's fat-free mass and fat mass. Am J Clin Nutr 1990;52:953-959",
  mifflin1990:
    'Mifflin MD et al. A new predictive equation for resting energy expenditure. Am J Clin Nutr 1990;51:241-247',
  faoWhoUnu2004: 'FAO/WHO/UNU. Human energy requirements. Food and Nutrition Technical Report Series 1, 2004',
  ashwell2012:
    'Ashwell M, Gunn P, Gibson S. Waist-to-height ratio is a better screening tool than waist circumference and BMI. Obes Rev 2012;13:275-286',
  morton2018:
    'Morton RW et al. Protein supplementation and resistance training-induced gains in muscle mass and strength. Br J Sports Med 2018;52:376-384',
  who2000: 'WHO. Obesity: preventing and managing the global epidemic. WHO Technical Report Series 894, 2000',
  kendall2005: 'Kendall FP et al. Muscles: Testing and Function with Posture and Pain, 5th ed. 2005',
} as const;
