// GENERATED FILE, do not edit. Regenerate with `npm run fit -w @fitness/engine`
// (libs/engine/scripts/fit-body-fat.ts, fitting code in libs/engine/src/training/).
// Fitted on nhanes-2017-2018-dxa-dev.csv (1288 adults, sha256 68dccddfe25043d3…):
// per-sex ridge regressions on a second-degree expansion of [1/BMI, age] (stats) and
// [1/BMI, age, ln(waist/height), ln(height)] (waist), penalty chosen by repeated 10-fold CV; 90% ranges from
// out-of-fold residuals; DXA percent-fat and fat-free-mass-index norms by age and sex.
import type { BodyFatParameters } from './body-fat/model-types';
import type { DxaNorms } from './scores/norm-types';

export const CALIBRATION_SOURCE = {
  file: 'nhanes-2017-2018-dxa-dev.csv',
  sha256: '68dccddfe25043d3156211e1283e891be2da58fc6b813506e6543cbff01ee2b1',
  rows: 1288,
  males: 617,
  females: 671,
  reference: 'Whole-body DXA percent fat, NHANES 2017-2018 (unweighted complete-case subset, ages 20-59)',
  trainingOptions: {
    lambdaGrid: [0.01, 0.03, 0.1, 0.3, 1, 3, 10, 30],
    folds: 10,
    repeats: 3,
    seed: 20172018,
    huberLossModels: ['waist'],
  },
} as const;

export const FITTED_BODY_FAT_PARAMETERS: BodyFatParameters = {
  stats: {
    male: {
      ridgeLambda: 0.3,
      linear: {
        featureMeans: [0.03606640542, 40.11507293, 0.001355706966, 1.43588707, 1749.431118],
        featureScales: [0.007410895121, 11.84111658, 0.0005704965737, 0.4940688176, 948.7432781],
        intercept: 27.81296596,
        weights: [-8.571283272, -0.2848112893, 3.94066681, 0.1432526955, 0.8910389225],
      },
      range: {
        scaleIntercept: 2.394759082,
        scaleSlope: 20.70081962,
        minScale: 1.314459227,
        lowerQuantile: -2.000446589,
        upperQuantile: 2.053519647,
      },
      inputMin: [0.01894709939, 20],
      inputMax: [0.06470285714, 59],
      crossValidatedMae: 3.142001739,
    },
    female: {
      ridgeLambda: 1,
      linear: {
        featureMeans: [0.03688389868, 40.42175857, 0.001437291647, 1.48439804, 1770.800298],
        featureScales: [0.008767534704, 11.69964667, 0.0006741134457, 0.5475042918, 944.8293053],
        intercept: 38.54202683,
        weights: [-4.687495916, -2.482833689, -1.274674244, 1.288902796, 2.382634129],
      },
      range: {
        scaleIntercept: 0.7673268989,
        scaleSlope: 56.86973447,
        minScale: 1.116258227,
        lowerQuantile: -2.150948401,
        upperQuantile: 1.987215503,
      },
      inputMin: [0.01657476923, 20],
      inputMax: [0.06365975336, 59],
      crossValidatedMae: 2.857223301,
    },
  },
  waist: {
    male: {
      ridgeLambda: 0.01,
      linear: {
        featureMeans: [
          0.03606640542, 40.11507293, 1.783606952, 5.15207022, 0.001355706966, 1.43588707, 0.06630944404, 0.1858205508,
          1749.431118, 70.57628645, 206.6573305, 3.263594371, 9.190731306, 26.54531666,
        ],
        featureScales: [
          0.007410895121, 11.84111658, 0.2869505357, 0.0385889655, 0.0005704965737, 0.4940688176, 0.02441802771,
          0.03824583926, 948.7432781, 21.08313121, 60.96776927, 1.078303005, 1.490040073, 0.3971729871,
        ],
        intercept: 27.70382584,
        weights: [
          8.857513113, -20.28464072, -3.964724918, -1.022465778, -9.260984494, -1.071539711, 12.37007574, -2.845869595,
          0.9356196645, 1.555334751, 17.90115918, 1.595121426, -12.60493343, 2.133788518,
        ],
      },
      range: {
        scaleIntercept: 2.373560331,
        scaleSlope: 2.192313472,
        minScale: 1.016801653,
        lowerQuantile: -1.823583928,
        upperQuantile: 2.255302003,
      },
      inputMin: [0.01894709939, 20, 1.148148148, 5.024538199],
      inputMax: [0.06470285714, 59, 2.6953125, 5.23962837],
      crossValidatedMae: 2.464149819,
    },
    female: {
      ridgeLambda: 0.3,
      linear: {
        featureMeans: [
          0.03688389868, 40.42175857, 1.748695019, 5.076055184, 0.001437291647, 1.48439804, 0.06693149859, 0.1872421842,
          1770.800298, 70.10599198, 205.1507026, 3.146689748, 8.878552799, 25.76806146,
        ],
        featureScales: [
          0.008767534704, 11.69964667, 0.2979185768, 0.04153579823, 0.0006741134457, 0.5475042918, 0.02658334433,
          0.04462238703, 944.8293053, 22.0368255, 59.29649345, 1.065476544, 1.527305872, 0.4215526357,
        ],
        intercept: 38.5653584,
        weights: [
          -2.213393569, -2.642014135, 0.4584413836, 0.07069123556, 4.113278101, -3.493382539, -3.412176761,
          -0.6789125741, 3.423493524, 5.052748197, -2.009380683, -6.419267899, 2.419833373, -0.1131850761,
        ],
      },
      range: {
        scaleIntercept: 1.270551005,
        scaleSlope: 40.7262009,
        minScale: 1.09551491,
        lowerQuantile: -2.085767515,
        upperQuantile: 1.967949175,
      },
      inputMin: [0.01657476923, 20, 1.101324503, 4.929425239],
      inputMax: [0.06365975336, 59, 2.666139241, 5.195176608],
      crossValidatedMae: 2.76823999,
    },
  },
};

export const DXA_NORMS: DxaNorms = {
  bodyFatPercent: {
    male: {
      meanIntercept: 23.67658591,
      meanSlope: 0.1031128638,
      sdIntercept: 8.160279075,
      sdSlope: -0.05068407189,
      standardisedQuantiles: [
        -2.333533969, -1.951557247, -1.647503403, -1.329248423, -1.013735343, -0.863534419, -0.6926909293,
        -0.5333536286, -0.3605402137, -0.236332535, -0.1085901512, 0.03443812434, 0.1813645932, 0.302470855,
        0.4318763715, 0.5723901481, 0.6745161163, 0.7828088731, 0.9829927361, 1.228025134, 1.572863147, 1.812945998,
        2.189340402,
      ],
      ageMin: 20,
      ageMax: 59,
    },
    female: {
      meanIntercept: 34.20426409,
      meanSlope: 0.1073125685,
      sdIntercept: 8.686671288,
      sdSlope: -0.05647453839,
      standardisedQuantiles: [
        -2.382590057, -2.117710657, -1.80703332, -1.380047364, -1.043010354, -0.8325067072, -0.6344638867,
        -0.4727883391, -0.3010517113, -0.1799940099, 0.006961992645, 0.1539319041, 0.2461823019, 0.3767592539,
        0.4752581658, 0.5722611996, 0.6839401586, 0.8433843518, 1.007507374, 1.160833586, 1.424932141, 1.680453347,
        1.942401906,
      ],
      ageMin: 20,
      ageMax: 59,
    },
  },
  fatFreeMassIndex: {
    male: {
      meanIntercept: 20.38773642,
      meanSlope: 0.005173437827,
      sdIntercept: 3.77057422,
      sdSlope: -0.01706741217,
      standardisedQuantiles: [
        -1.954684581, -1.768493727, -1.494904671, -1.206426202, -1.020489876, -0.851906994, -0.7237244711,
        -0.5878456027, -0.4563605439, -0.3144987028, -0.2174260809, -0.07898014661, 0.02182044197, 0.1473248828,
        0.2864612731, 0.4553199534, 0.612802934, 0.8051403327, 1.04366099, 1.384619213, 1.755854799, 2.30422527,
        2.630969267,
      ],
      ageMin: 20,
      ageMax: 59,
    },
    female: {
      meanIntercept: 17.84781414,
      meanSlope: -0.01290731312,
      sdIntercept: 3.457179386,
      sdSlope: -0.009592048444,
      standardisedQuantiles: [
        -1.664988644, -1.52269524, -1.342540084, -1.113199081, -0.9715301002, -0.8535612875, -0.7457548813,
        -0.6177833287, -0.5139987357, -0.4009649567, -0.2782201621, -0.1571663484, -0.06457586416, 0.0667668156,
        0.2101006014, 0.3679636533, 0.574436079, 0.8016267004, 1.044482986, 1.441233466, 1.911178477, 2.367341892,
        3.053845859,
      ],
      ageMin: 20,
      ageMax: 59,
    },
  },
};
