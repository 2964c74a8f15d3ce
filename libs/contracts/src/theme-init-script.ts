import { THEME_STORAGE_KEY } from './ui-constants';

/**
 * Runs inline in <head> before any bundle, so a dark-mode visitor never sees a white flash: the saved theme (or the
 * system's) becomes the `dark`/`light` class on <html>. Written once here because the page inlines exactly these
 * bytes and the server's Content-Security-Policy allows exactly their SHA-256 hash (no 'unsafe-inline').
 */
export const THEME_INIT_SCRIPT =
  '(function(){' +
  `var key=${JSON.stringify(THEME_STORAGE_KEY)},saved=null;` +
  'try{saved=localStorage.getItem(key);}catch(e){}' +
  "var dark=saved==='dark'||(saved!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches);" +
  "document.documentElement.classList.add(dark?'dark':'light');" +
  '})();';
