/** The id of the JSON block that lists a page's modules (read by scripts/bundle-budget.ts too). */
export const APP_MODULES_ID = 'app-modules'

/** What a page needs to become interactive: the modules to preload, then the code that hydrates. */
export interface AppModules {
  preloads: string[]
  module: string
}

const APP_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g

/** The longest the page waits for its first contentful paint before it starts its scripts anyway. */
const MAX_WAIT_FOR_PAINT_MS = 3000

/**
 * Adds the preloads, then the module script, once the first contentful paint has been reported
 * (where the browser reports paints; else two frames on), in a hidden tab at once.
 */
const STARTER = [
  '(function(){var done=false;function run(){if(done)return;done=true;',
  `var m=JSON.parse(document.getElementById("${APP_MODULES_ID}").textContent);`,
  'm.preloads.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});',
  'var s=document.createElement("script");s.type="module";s.textContent=m.module;document.body.appendChild(s)}',
  'if(document.visibilityState==="hidden")return run();',
  'addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")run()});',
  'var P=window.PerformanceObserver;',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)',
  'new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(run,0)}).observe({type:"paint",buffered:true});',
  'else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run,0)})});',
  `setTimeout(run,${MAX_WAIT_FOR_PAINT_MS})})()`,
].join('')

/**
 * The prerendered HTML is the whole page; the scripts only make it interactive, so they start
 * once the page has been painted (docs/decisions/0007-scripts-after-first-paint.md). React
 * Router's module preloads and its module script (route modules, then hydration) become a JSON
 * block that a small inline script adds to the page once its first contentful paint has been
 * reported: on a slow connection the stylesheet and the largest image no longer share the line
 * with twenty scripts, and a slow phone shows the page before it spends its time hydrating. The
 * preloads still go out together, so the modules arrive in parallel, not one import after
 * another. A tab opened in the background, which paints nothing, starts them at once; a page
 * that has not painted after MAX_WAIT_FOR_PAINT_MS starts them anyway.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const moduleScript = APP_MODULE_SCRIPT.exec(html)
  // Fails the build rather than shipping pages whose scripts this no longer recognises.
  if (!moduleScript) throw new Error("React Router's module script was not found in the page")
  const modules: AppModules = {
    preloads: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''),
    module: moduleScript[1] ?? '',
  }
  // "<" escaped so no string in the JSON can end the script element early.
  const json = JSON.stringify(modules).replaceAll('<', '\\u003c')
  const replacement = `<script type="application/json" id="${APP_MODULES_ID}">${json}</script><script>${STARTER}</script>`
  return html.replace(MODULE_PRELOAD, '').replace(moduleScript[0], () => replacement)
}
