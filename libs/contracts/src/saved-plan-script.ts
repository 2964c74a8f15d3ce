import { REMOTE_PRELOADS_SCRIPT } from './remote-preloads-script';
import { THEME_INIT_SCRIPT } from './theme-init-script';
import { WEEKLY_PLAN_STORAGE_KEY } from './weekly-plan';

/** The attribute WEEKLY_PLAN_SAVED_PLAN_SCRIPT puts on <html> in a tab that saved a weekly plan (weekly-plan.css). */
const SAVED_WEEKLY_PLAN_ATTRIBUTE = 'data-saved-weekly-plan';

/**
 * Runs inline, just before the prerendered "No Plan Found" view of /weekly-plan. That view is what a tab with no
 * saved plan shows (a link opened in a new tab, say), so it paints before any script. A tab that saved a plan will
 * show the plan instead: there this marks <html> before the view is even parsed, and the view's stylesheet hides it
 * under that mark, so it never paints; the page stays empty until the live page renders the plan. Written once here
 * because the page inlines exactly these bytes and the server's Content-Security-Policy allows exactly their SHA-256
 * hash (INLINE_SCRIPTS).
 */
export const WEEKLY_PLAN_SAVED_PLAN_SCRIPT =
  '(function(){' +
  `try{if(sessionStorage.getItem(${JSON.stringify(WEEKLY_PLAN_STORAGE_KEY)})!==null)` +
  `document.documentElement.setAttribute(${JSON.stringify(SAVED_WEEKLY_PLAN_ATTRIBUTE)},'');}catch(e){}` +
  '})();';

/** Every script our pages carry inline: the Content-Security-Policy allows these, by hash, and no other. */
export const INLINE_SCRIPTS = [THEME_INIT_SCRIPT, REMOTE_PRELOADS_SCRIPT, WEEKLY_PLAN_SAVED_PLAN_SCRIPT] as const;
