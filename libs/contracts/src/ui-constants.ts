// Timings, limits and keys of the UI (spec §9).

export const PHOTO_MAX_BYTES = 10_485_760; // 10 MB

/**
 * Sent by the browser with every photo PUT. With a storage bucket the signed upload address includes it, so the
 * bucket itself refuses a body over the photo limit; our own upload address ignores it and counts the bytes.
 */
export const UPLOAD_SIZE_RANGE_HEADER = 'x-goog-content-length-range';
export const UPLOAD_SIZE_RANGE = `0,${PHOTO_MAX_BYTES}`;
export const FREE_ANALYSIS_STEPS = 3;
export const TIMINGS_MS = {
  headlinePhrase: 2500,
  carouselAutoplay: 4000,
  redirectAfterAnalysis: 1500,
  interestModalClose: 2000,
  interestModalReset: 300,
  toastDuration: 5000,
  toastRemoveDelay: 1_000_000,
  tooltipDelay: 700,
  tooltipSkipDelay: 300,
} as const;

export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_FOCUS_HOTKEY = 'F8';

export const THEME_STORAGE_KEY = 'fitness-ui-theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemePreference = 'system';

export const PAGE_TITLE = 'Fitness - AI-Powered Fitness Analysis';
export const META_DESCRIPTION =
  'Upload a photo and get instant fitness insights: body composition analysis in seconds.';

export const HEADLINE_PREFIX = 'How do I';
export const HEADLINE_PHRASES = [
  'find out my bf%?',
  'get abs?',
  'grow my arms?',
  'grow my legs?',
  'create a meal plan?',
  'get more muscular?',
  'get toned?',
  'create a workout plan?',
] as const;

export const FEATURES = [
  {
    title: 'Body Fat Analysis',
    description: 'Get an estimate of your body fat percentage from your photos and stats, with an honest range.',
  },
  {
    title: 'Fitness Score & Body Composition',
    description: 'See your fitness score, fitness age and how you rank against people like you.',
  },
  {
    title: 'Customized Workout Plan',
    description: 'Plans tailored to your experience level, equipment and goals, with exercises, sets, reps and rest.',
  },
  { title: 'Personalized Diet Plan', description: 'Nutrition plans with meal timing and macronutrient targets.' },
  { title: 'AI Training Expert', description: 'Ask questions and get answers grounded in your own analysis.' },
] as const;

/** Client-side routes (spec §2). */
export const ROUTES = {
  home: '/',
  freeAnalysis: '/free-analysis',
  analysis: <Id extends string>(userId: Id) => `/analysis/${userId}` as const,
  weeklyPlan: '/weekly-plan',
  checkout: '/checkout',
  coaching: '/coaching',
  comingSoon: '/coming-soon',
  questionnaire: '/questionnaire',
  questionnaireComplete: '/questionnaire-complete',
  aiPlanResults: '/ai-plan-results',
} as const;

/**
 * Where the shell learns at runtime where each remote's mf-manifest.json lives (served by the API, or the dev server).
 */
export const REMOTES_MANIFEST_PATH = '/remotes.json';

/** The micro-frontends that render pages (the shell renders "/" and the 404 itself). */
export const REMOTE_NAMES = ['analysis', 'plans', 'coaching'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The route table (spec §2), declared once: which remote renders which path. The shell routes by it, and each remote
 * renders its pages by it (RemotePageRoutes in @fitness/ui, which takes a Record keyed by the remote's paths, so a
 * path added here without its page fails to compile). /coming-soon belongs to two remotes: the shell picks by its
 * `type` query.
 */
export const REMOTE_PAGE_PATHS = {
  analysis: [ROUTES.freeAnalysis, ROUTES.analysis(':userId'), ROUTES.weeklyPlan],
  plans: [ROUTES.checkout, ROUTES.questionnaire, ROUTES.questionnaireComplete, ROUTES.aiPlanResults, ROUTES.comingSoon],
  coaching: [ROUTES.coaching, ROUTES.comingSoon],
} as const satisfies Record<RemoteName, readonly string[]>;

/** The paths one remote renders. */
export type RemotePagePath<Remote extends RemoteName> = (typeof REMOTE_PAGE_PATHS)[Remote][number];

/** A location's query, as URLSearchParams reads it (in the browser and in Node alike). */
export interface QueryParameters {
  get(name: string): string | null;
}

/**
 * Whether `pathname` is a page of the route `pattern` (`/analysis/:userId`): the same segments, a `:name` standing for
 * any one, letters in any case, a trailing slash or not (as the shell's router matches).
 */
function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter((segment) => segment !== '');
  const given = pathname.split('/').filter((segment) => segment !== '');
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) => segment.startsWith(':') || segment.toLowerCase() === given[index].toLowerCase())
  );
}

/**
 * The remote that renders a location, by the route table, or null when none does (the shell's own page or the 404).
 * Used by the shell to mount the remote, and by the server to have the browser fetch its code with the page.
 */
export function remoteForLocation(pathname: string, query: QueryParameters): RemoteName | null {
  // Spec §2: /coming-soon's type defaults to plan; 'coaching' gives the coaching variant.
  if (matchesRoutePattern(ROUTES.comingSoon, pathname)) return query.get('type') === 'coaching' ? 'coaching' : 'plans';
  return remotePageOf(pathname)?.remote ?? null;
}

/**
 * The route-table path a location is a page of (`/analysis/:userId` for `/analysis/0b7c2a`, `/coaching` for
 * `/Coaching/`), or null when it is none of the remotes' pages.
 */
export function remotePagePattern(pathname: string): string | null {
  return remotePageOf(pathname)?.pattern ?? null;
}

/**
 * In each remote's build: the JavaScript files of each page's own chunks, `{ [pageChunkName]: string[] }`, which the
 * server has the browser fetch with that page (they are otherwise asked for only once the remote has rendered).
 */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/**
 * The webpack chunk name of a route's page (`/analysis/:userId` -> `page-analysis-userId`): each remote names its
 * pages' dynamic imports so (`webpackChunkName`), and its build fails when a path of the route table has none.
 */
export function pageChunkName(routePattern: string): string {
  return `page-${routePattern.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

/** The first remote, in the route table's order, with a path the location is a page of, and that path. */
function remotePageOf(pathname: string): { remote: RemoteName; pattern: string } | null {
  for (const remote of REMOTE_NAMES) {
    const pattern = REMOTE_PAGE_PATHS[remote].find((candidate) => matchesRoutePattern(candidate, pathname));
    if (pattern !== undefined) return { remote, pattern };
  }
  return null;
}

export const HOME_MESSAGE_UPLOAD_PHOTOS_FIRST = 'upload-photos-first';
