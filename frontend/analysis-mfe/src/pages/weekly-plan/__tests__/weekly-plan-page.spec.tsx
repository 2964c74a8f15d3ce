import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TERM_HINTS, WEEKLY_PLAN_STORAGE_KEY, type SavedWeeklyPlan } from '@fitness/contracts';
import { readBlob, renderAt, USER_ID } from '../../analysis-results/__tests__/harness';

jest.setTimeout(30_000);

function savePlan(plan: SavedWeeklyPlan) {
  window.sessionStorage.setItem(WEEKLY_PLAN_STORAGE_KEY, JSON.stringify(plan));
}


const location = () => screen.getByRole('status', { name: 'current location' });

const HOSTILE_PLAN = [
  '<h2 onclick="steal()">Week 1</h2>',
  '<script>window.hacked = true</script>',
  '<p style="color:red">Day 1: <strong>squats</strong> <a href="https://evil.example">read more</a></p>',
  '<img src="x" onerror="window.hacked = true">',
  '<ul><li>Warm up</li><li>3 x 8 squats</li></ul>',
  '<table><thead><tr><th>Exercise</th><th>Sets</th></tr></thead><tbody><tr><td>Squat</td><td>3</td></tr></tbody></table>',
].join('');

describe('/weekly-plan', () => {
  it('shows a saved nutrition plan under its title, sanitized: no scripts, handlers, images, links or styles', () => {
    savePlan({ type: 'nutrition', plan: HOSTILE_PLAN, userId: USER_ID });
    renderAt('/weekly-plan');

    expect(screen.getByRole('heading', { level: 1, name: 'Your Personalized Nutrition Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Week 1' })).toBeInTheDocument();
    const content = document.querySelector('.weekly-plan__content')!;
    expect(content).toHaveTextContent('Day 1: squats read more');
    expect(content.querySelector('script, img, a, [style], [onclick], [onerror], [href]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'read more' })).not.toBeInTheDocument();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Warm up', '3 x 8 squats']);
    // A wide table scrolls inside its own labelled region, reachable by keyboard.
    const tableRegion = screen.getByRole('region', { name: 'Plan table 1' });
    expect(tableRegion).toHaveAttribute('tabindex', '0');
    expect(tableRegion.querySelector('table')).toHaveTextContent('ExerciseSetsSquat3');
  });

  it('titles a workout plan and links back to its analysis above and below the plan', () => {
    savePlan({ type: 'workout', plan: '<p>Rest</p>', userId: USER_ID });
    renderAt('/weekly-plan');

    expect(screen.getByRole('heading', { level: 1, name: 'Your Personalized Workout Plan' })).toBeInTheDocument();
    const backLinks = screen.getAllByRole('link', { name: /Back to Analysis/ });
    expect(backLinks).toHaveLength(2);
    backLinks.forEach((link) => expect(link).toHaveAttribute('href', `/analysis/${USER_ID}`));
    expect(screen.getAllByRole('button', { name: 'Download Plan' })).toHaveLength(2);
  });

  it("explains a workout plan's effort terms, RIR and RPE, in tooltips that open on focus", async () => {
    savePlan({ type: 'workout', plan: '<p>Squat 3 x 8 at 2 RIR (RPE 8)</p>', userId: USER_ID });
    renderAt('/weekly-plan');

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const focused = document.activeElement as HTMLElement;
    expect(focused).toHaveTextContent('RIR');
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TERM_HINTS.rir);
    expect(screen.getByRole('button', { name: 'RPE' })).toBeInTheDocument();
  });

  it('shows no effort terms above a nutrition plan', () => {
    savePlan({ type: 'nutrition', plan: '<p>Oats</p>', userId: USER_ID });
    renderAt('/weekly-plan');
    expect(screen.queryByRole('button', { name: 'RIR' })).not.toBeInTheDocument();
  });

  it('downloads the plan as workout-plan.txt in plain text without tags', async () => {
    savePlan({ type: 'workout', plan: HOSTILE_PLAN, userId: USER_ID });
    let saved: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:plan';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderAt('/weekly-plan');

    const [top, bottom] = screen.getAllByRole('button', { name: 'Download Plan' });
    await userEvent.click(bottom);
    await userEvent.click(top);

    expect(clicked.map((link) => link.download)).toEqual(['workout-plan.txt', 'workout-plan.txt']);
    expect(clicked[0].href).toBe('blob:plan');
    expect(saved?.type).toBe('text/plain;charset=utf-8');
    const text = await readBlob(saved!);
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toContain('hacked');
    expect(text).toBe(
      [
        'Week 1',
        '======',
        '',
        'Day 1: squats read more',
        '',
        '- Warm up',
        '- 3 x 8 squats',
        '',
        'Exercise | Sets',
        'Squat | 3',
        '',
      ].join('\n'),
    );
  });

  it('says No Plan Found without a saved plan, and Back to Analysis starts a new analysis', async () => {
    renderAt('/weekly-plan');
    expect(screen.getByRole('heading', { level: 1, name: 'No Plan Found' })).toBeInTheDocument();
    expect(screen.getByText('Please generate a plan first.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Analysis' }));
    expect(location()).toHaveTextContent(/^\/free-analysis$/);
  });

  it('treats an unreadable saved plan as no plan, going back to the analysis it names', async () => {
    window.sessionStorage.setItem(WEEKLY_PLAN_STORAGE_KEY, JSON.stringify({ type: 'yoga', plan: 1, userId: USER_ID }));
    renderAt('/weekly-plan');
    expect(screen.getByRole('heading', { name: 'No Plan Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Analysis' })).toHaveAttribute('href', `/analysis/${USER_ID}`);
  });

  it('treats storage that is not JSON as no plan', () => {
    window.sessionStorage.setItem(WEEKLY_PLAN_STORAGE_KEY, '{not json');
    renderAt('/weekly-plan');
    expect(screen.getByRole('heading', { name: 'No Plan Found' })).toBeInTheDocument();
  });
});
