import type { Application } from 'express';

/** A route answering more methods than any real endpoint does (GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS). */
const CATCH_ALL_THRESHOLD = 7;

interface RouteLayer {
  route?: { methods: Record<string, boolean> };
  match(path: string): unknown;
}

/**
 * The methods the app answers on this path (with HEAD wherever GET is), read from Express's own route table, so it
 * holds for every route, now and as new ones land. Empty when no route matches the path at all (a real 404).
 */
export function allowedMethods(app: Application, path: string): string[] {
  const stack = (app as unknown as { router?: { stack: RouteLayer[] } }).router?.stack ?? [];
  const methods = new Set<string>();
  for (const layer of stack) {
    if (layer.route === undefined || !layer.match(path)) continue;
    const routeMethods = Object.entries(layer.route.methods).filter(([, enabled]) => enabled);
    // `app.all()` catch-alls (the API's JSON 404, the shell's page fallback) name every method: they allow nothing.
    if (routeMethods.length > CATCH_ALL_THRESHOLD) continue;
    for (const [method] of routeMethods) methods.add(method.toUpperCase());
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}
