// Texts of the /free-analysis page. FREE_ANALYSIS_SPEC_TEXTS is the spec's own wording (§2, §4), exactly as there;
// FREE_ANALYSIS_TEXTS is ours (labels, hints and notes the spec does not word). Toasts are in TOASTS.

export const FREE_ANALYSIS_SPEC_TEXTS = {
  upload: {
    heading: 'Upload Your Photos',
    front: { title: 'Front Photo', hint: 'Stand straight, arms at sides', dialogTitle: 'Add Front Photo' },
    side: { title: 'Side Photo', hint: 'Turn 90° to the side', dialogTitle: 'Add Side Photo' },
    addPhoto: 'Add Photo',
    replacePhoto: 'Replace Photo',
    uploading: 'Uploading...',
    chooseFromGallery: 'Choose from Gallery',
    takePhoto: 'Take Photo',
    skip: 'Prefer not to upload photos? Continue without photos (slightly less precise)',
    bothUploaded: 'Both photos uploaded! Ready to continue with your stats.',
    continue: 'Continue to Questions',
  },
  stats: { heading: 'Tell Us About Yourself', continue: 'Continue to Email' },
  email: { heading: 'Get Your Analysis!', submit: 'Get My Analysis' },
  loading: { photos: 'Analyzing Your Photos', stats: 'Analyzing Your Stats' },
} as const;

export const FREE_ANALYSIS_TEXTS = {
  upload: {
    intro: 'A front and a side photo give the most precise estimate. They are deleted as soon as they are analysed.',
    exampleAlt: { front: 'Example front pose', side: 'Example side pose' },
    previewAlt: { front: 'Your front photo', side: 'Your side photo' },
    dialogIntro: 'Use a well-lit photo that shows your whole body, from head to feet.',
    galleryHint: 'JPEG, PNG or WebP, up to 10 MB',
    cameraHint: 'Opens the rear camera on a phone',
  },
  stats: {
    intro: 'A few answers let us compare you with people of your age and sex.',
    age: 'Age',
    gender: 'Gender',
    units: 'Units',
    metric: 'Metric (cm, kg)',
    imperial: 'Imperial (ft/in, lb)',
    height: 'Height',
    weight: 'Weight',
    goal: 'Goal',
    activityLevel: 'Activity level',
    bfPercent: 'Estimated body fat',
    athleteLevel: 'Fitness level',
    morePrecise: 'More precise (optional)',
    morePreciseIntro: 'Tape measurements and your resting heart rate sharpen the estimate. Leave any of them empty.',
    waist: 'Waist',
    neck: 'Neck',
    hip: 'Hip',
    restingHeartRate: 'Resting heart rate',
    // Measuring sites of the US Navy circumference method (Hodgdon & Beckett 1984, NHRC report 84-11; DoD
    // Instruction 1308.3): waist at the navel, neck just below the larynx, hip at the buttocks' widest point.
    waistHint: 'Around your navel, standing relaxed, after breathing out.',
    neckHint: "Just below your Adam's apple, tape level.",
    hipHint: 'Around the widest point of your buttocks.',
    // Resting heart rate is lowest and steadiest on waking (American Heart Association, "All About Heart Rate").
    restingHeartRateHint: 'Count your pulse for 60 seconds after waking, before you get up.',
    fixAnswers: 'Please check these answers:',
  },
  email: {
    intro: "Enter your email and we'll prepare your personal analysis.",
    label: 'Email address',
    placeholder: 'you@example.com',
  },
  loading: {
    note: 'This may take up to 30 seconds.',
    done: 'Your analysis is ready. Taking you to your results...',
  },
} as const;
