import { sanitizePlanHtml } from '../weekly-plan-html';

describe('sanitizePlanHtml', () => {
  it('keeps the plan tags and their text', async () => {
    const html = '<h2>Day 1</h2><p>Warm up <strong>10 min</strong></p><ul><li>Squat 3×8</li></ul><table><tr><td>1</td></tr></table>';
    expect(await sanitizePlanHtml(html)).toBe(html);
  });

  it('drops scripts and styles with their content', async () => {
    expect(await sanitizePlanHtml('<p>ok</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>ok</p>');
  });

  it('removes every attribute, including event handlers and inline styles', async () => {
    expect(await sanitizePlanHtml('<p onclick="steal()" style="color:red" class="x">Rest 90 s</p>')).toBe('<p>Rest 90 s</p>');
  });

  it('unwraps links and images to their text, so no address survives', async () => {
    expect(await sanitizePlanHtml('<p><a href="javascript:alert(1)">Tempo</a><img src=x onerror=alert(1)></p>')).toBe('<p>Tempo</p>');
  });

  it('escapes stray markup characters in text', async () => {
    expect(await sanitizePlanHtml('<p>Protein < 2 g/kg & fats</p>')).toBe('<p>Protein &lt; 2 g/kg &amp; fats</p>');
  });
});
