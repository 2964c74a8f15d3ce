/** The id of the JSON block, in a remote's page, that lists the remote's scripts for REMOTE_PRELOADS_SCRIPT. */
export const REMOTE_PRELOADS_ELEMENT_ID = 'fitness-remote-preloads';

/**
 * Runs inline in every page's <head>. Once the page has painted its first content, it preloads the scripts that the
 * page's JSON block (remotePreloadsBlock) lists, at low priority and as a plain <script> will ask for them, so that
 * request finds them. After the first paint rather than with the document (a Link header did that before): none of
 * them is needed for that paint, whose content and styles are in the page itself, and Lighthouse's simulation counts
 * every request that starts before the largest paint as delaying it. A script the shell has already added (its code
 * ran before the paint: a fast machine, a cached build) is not asked for twice. Written once here because the page
 * inlines exactly these bytes and the server's Content-Security-Policy allows exactly their SHA-256 hash
 * (INLINE_SCRIPTS).
 */
export const REMOTE_PRELOADS_SCRIPT =
  '(function(){' +
  'function preload(){' +
  `var block=document.getElementById(${JSON.stringify(REMOTE_PRELOADS_ELEMENT_ID)});if(!block)return;` +
  'var scripts;try{scripts=JSON.parse(block.textContent);}catch(e){return;}' +
  'scripts.forEach(function(href){var link=document.createElement("link");link.href=href;' +
  'var added=Array.prototype.some.call(document.scripts,function(script){return script.src===link.href;});' +
  'if(added||performance.getEntriesByName(link.href).length>0)return;' +
  'link.rel="preload";link.as="script";link.fetchPriority="low";document.head.appendChild(link);});' +
  '}' +
  // The first contentful paint, as the browser reports it: a frame drawn before it (a blank one) does not count.
  'try{new PerformanceObserver(function(entries,observer){' +
  'if(entries.getEntriesByName("first-contentful-paint").length===0)return;' +
  'observer.disconnect();setTimeout(preload,0);' +
  '}).observe({type:"paint",buffered:true});}' +
  'catch(e){addEventListener("load",preload);}' +
  '})();';

/** The JSON block REMOTE_PRELOADS_SCRIPT reads, as HTML (JSON is not run, so no CSP hash; `<` escaped). */
export function remotePreloadsBlock(scripts: readonly string[]): string {
  const json = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${REMOTE_PRELOADS_ELEMENT_ID}">${json}</script>`;
}
