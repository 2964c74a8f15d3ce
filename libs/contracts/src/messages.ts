// Every user-facing message of spec §8 (and the view-state texts of §2), worded exactly as there.

export interface ToastText {
  title: string;
  description: string;
}

export const TOASTS = {
  uploadError: { title: 'Upload Error', description: 'Failed to upload photo. Please try again.' },
  invalidFile: { title: 'Invalid File', description: 'Please select an image file.' },
  fileTooLarge: { title: 'File Too Large', description: 'Please select an image smaller than 10MB.' },
  frontPhotoUploaded: { title: 'Photo Uploaded', description: 'Front photo uploaded successfully!' },
  sidePhotoUploaded: { title: 'Photo Uploaded', description: 'Side photo uploaded successfully!' },
  analysisFailed: { title: 'Error', description: 'Failed to process your analysis. Please try again.' },
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
  registrationFailed: { title: 'Registration failed', description: 'Please try again later.' },
  interestRegistered: { title: 'Interest registered!', description: '' },
  emailRequired: { title: 'Email required', description: 'Please enter your email address to register your interest.' },
  paymentFailedQuestionnaire: { title: 'Payment Failed', description: 'Please try again.' },
  paymentError: { title: 'Payment Error', description: 'Something went wrong. Please try again.' },
  paymentSuccessful: { title: 'Payment Successful', description: 'Your expert plan is now unlocked!' },
  aiPlanGenerated: { title: 'Success!', description: 'AI plan generated successfully! You can download your PDF plan now.' },
  questionnaireSubmitted: {
    title: 'Success!',
    description: 'Payment completed and questionnaire submitted. Your personalized plan will be emailed to you within 24 hours.',
  },
  planGenerationFailed: {
    title: 'Payment successful, but plan generation failed',
    description: 'Please contact support with your payment confirmation.',
  },
  paymentInitFailed: { title: 'Error', description: 'Failed to initialize payment. Please try again.' },
  incompleteStep: { title: 'Please complete all required fields', description: 'Fill in the required information before proceeding.' },
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  /** Ours: spec §5 allows no time before now (the picker's minimum); said when one is typed anyway. */
  bookingTimeInPast: { title: 'Choose a later time', description: 'Your preferred date and time cannot be in the past.' },
  coachingSubmissionFailed: { title: 'Submission Failed', description: 'Unable to submit your information. Please try again.' },
} as const satisfies Record<string, ToastText>;

export const REGISTRATION_FAILED_DEFAULT_TEXT = 'Failed to register interest';

export const VIEW_TEXTS = {
  notFound: { title: '404 Page Not Found', hint: 'Did you forget to add the page to the router?' },
  analysisNotFound: {
    title: 'Analysis Not Found',
    text: "We couldn't find your fitness analysis. Please try uploading your photos again.",
    action: 'Start Over',
  },
  analysisLoading: 'Analyzing your fitness photos...',
  planNotFound: { title: 'Plan Not Found', text: "We couldn't find your AI-generated plan. Please try again or contact support." },
  noPlanFound: { title: 'No Plan Found', text: 'Please generate a plan first.', action: 'Back to Analysis' },
  // Ours, replacing the spec's 'your photos are never stored' (§1): a photo is kept until it is measured (at most
  // 15 minutes when the analysis is never finished), then deleted; the analysis keeps no reference to it.
  photosPrivacy: 'Private & secure — your photos are kept only until they are measured, then deleted.',
  swipeHint: 'Swipe to explore features',
} as const;

export const THEME_PROVIDER_ERROR = 'useTheme must be used within a ThemeProvider';
