import request from 'supertest';

type HttpApp = { getHttpServer(): unknown };
export type VisitorAgent = ReturnType<typeof request.agent>;

const visitors = new WeakMap<HttpApp, VisitorAgent>();

/**
 * The test file's browser: one cookie jar per app, so the visitor session the API issues on the first call that
 * creates data comes back on every later call, as in a browser.
 */
export function asVisitor(app: HttpApp): VisitorAgent {
  let agent = visitors.get(app);
  if (agent === undefined) {
    agent = request.agent(app.getHttpServer() as Parameters<typeof request.agent>[0]);
    visitors.set(app, agent);
  }
  return agent;
}

/** Another browser: a cookie jar of its own, sharing nothing with asVisitor(app). */
export function newVisitor(app: HttpApp): VisitorAgent {
  return request.agent(app.getHttpServer() as Parameters<typeof request.agent>[0]);
}
