import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_LINK_REQUESTED_MESSAGE, PRIVACY_TEXTS, VIEW_TEXTS } from '@fitness/contracts';
import { deferred, failure, fakeApi, json } from '@fitness/api-client/testing';
import { buildAnalysis, renderAt, USER_ID } from './harness';

// Rendering the whole page under jsdom takes a few seconds on a shared machine.
jest.setTimeout(30_000);

const TOKEN = 'k'.repeat(43);
const latestUrl = `GET /api/analysis/${USER_ID}`;
const byIdUrl = `GET /api/analysis-by-id/${USER_ID}`;
const currentLocation = () => screen.getByRole('status', { name: 'current location' });

describe('results opened outside the browser that made them', () => {
  it('says Analysis Not Found, explains the results are private, and emails a link on request', async () => {
    const api = fakeApi({
      [latestUrl]: () => failure(404, 'ANALYSIS_NOT_FOUND'),
      [byIdUrl]: () => failure(404, 'ANALYSIS_NOT_FOUND'),
      'POST /api/access-links': () => json({ message: ACCESS_LINK_REQUESTED_MESSAGE }, 202),
    });
    renderAt(`/analysis/${USER_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: VIEW_TEXTS.analysisNotFound.title })).toBeInTheDocument();
    expect(screen.getByText(PRIVACY_TEXTS.privateAnalysis)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(PRIVACY_TEXTS.emailLinkLabel), ' alex@example.com ');
    await userEvent.click(screen.getByRole('button', { name: PRIVACY_TEXTS.emailLinkAction }));

    expect(await screen.findByText(PRIVACY_TEXTS.emailLinkSent.title)).toBeInTheDocument();
    expect(screen.getByText(ACCESS_LINK_REQUESTED_MESSAGE)).toBeInTheDocument();
    const linkCall = api.calls.find((call) => call.url === '/api/access-links' && call.method === 'POST');
    expect(linkCall?.body).toEqual({ email: 'alex@example.com' });
  });

  it('refuses an email without @ with the spec toast, without asking the server', async () => {
    const api = fakeApi({ [latestUrl]: () => failure(404), [byIdUrl]: () => failure(404) });
    renderAt(`/analysis/${USER_ID}`);
    await userEvent.type(await screen.findByLabelText(PRIVACY_TEXTS.emailLinkLabel), 'alex.example.com');
    await userEvent.click(screen.getByRole('button', { name: PRIVACY_TEXTS.emailLinkAction }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/api/access-links')).toBe(false);
  });

  it('does not offer the link for a malformed id', () => {
    fakeApi({});
    renderAt('/analysis/not-a-real-id');
    expect(screen.getByRole('heading', { name: VIEW_TEXTS.analysisNotFound.title })).toBeInTheDocument();
    expect(screen.queryByLabelText(PRIVACY_TEXTS.emailLinkLabel)).not.toBeInTheDocument();
  });
});

describe('an emailed link', () => {
  it('is used once, then the results load and the token leaves the address', async () => {
    const redeemed = deferred();
    const api = fakeApi({
      'POST /api/access-links/redeem': () => redeemed.promise,
      [latestUrl]: () => json(buildAnalysis()),
    });
    renderAt(`/analysis/${USER_ID}?access=${TOKEN}`);

    expect(screen.getByText(PRIVACY_TEXTS.linkOpening)).toBeInTheDocument();
    // Nothing is read before the link is used: it would only answer 404.
    expect(api.calls.map((call) => call.url)).toEqual(['/api/access-links/redeem']);
    redeemed.resolve(json({ userId: USER_ID }));

    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();
    // The router applies navigations as transitions, so the address may change a moment after the content.
    await waitFor(() => expect(currentLocation()).not.toHaveTextContent('access'));
    expect(currentLocation()).toHaveTextContent(`/analysis/${USER_ID}`);
    const redeemCall = api.calls.find((call) => call.url === '/api/access-links/redeem');
    expect(redeemCall?.body).toEqual({ token: TOKEN });
  });

  it('says when it has expired or was used, and offers a new one', async () => {
    fakeApi({
      'POST /api/access-links/redeem': () => failure(410, 'ACCESS_LINK_EXPIRED'),
      [latestUrl]: () => failure(404),
      [byIdUrl]: () => failure(404),
    });
    renderAt(`/analysis/${USER_ID}?access=${TOKEN}`);

    expect(await screen.findByText(PRIVACY_TEXTS.linkExpired.title)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: VIEW_TEXTS.analysisNotFound.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PRIVACY_TEXTS.emailLinkAction })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).not.toHaveTextContent('access'));
  });
});

describe('deleting my data', () => {
  it('asks first, deletes on confirmation and goes home', async () => {
    const api = fakeApi({
      [latestUrl]: () => json(buildAnalysis()),
      [`DELETE /api/users/${USER_ID}`]: () => ({ status: 204 }),
    });
    renderAt(`/analysis/${USER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: PRIVACY_TEXTS.deleteSection.action }));

    const dialog = await screen.findByRole('dialog', { name: PRIVACY_TEXTS.deleteConfirm.title });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: PRIVACY_TEXTS.deleteConfirm.ok }));

    await waitFor(() => expect(currentLocation()).toHaveTextContent(/^\/$/));
    expect(await screen.findByText(PRIVACY_TEXTS.deleted.title)).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === `/api/users/${USER_ID}` && call.method === 'DELETE')).toBe(true);
  });

  it('keeps everything when the visitor changes their mind', async () => {
    const api = fakeApi({ [latestUrl]: () => json(buildAnalysis()) });
    renderAt(`/analysis/${USER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: PRIVACY_TEXTS.deleteSection.action }));
    const dialog = await screen.findByRole('dialog', { name: PRIVACY_TEXTS.deleteConfirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: PRIVACY_TEXTS.deleteConfirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByText('Analysis Complete')).toBeInTheDocument();
  });

  it('says so when the deletion failed, and stays on the results', async () => {
    fakeApi({
      [latestUrl]: () => json(buildAnalysis()),
      [`DELETE /api/users/${USER_ID}`]: () => failure(500, 'INTERNAL'),
    });
    renderAt(`/analysis/${USER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: PRIVACY_TEXTS.deleteSection.action }));
    const dialog = await screen.findByRole('dialog', { name: PRIVACY_TEXTS.deleteConfirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: PRIVACY_TEXTS.deleteConfirm.ok }));
    expect(await screen.findByText(PRIVACY_TEXTS.deleteFailed.title)).toBeInTheDocument();
    expect(currentLocation()).toHaveTextContent(`/analysis/${USER_ID}`);
  });
});
