import { planAsPlainText, sanitizePlanHtml } from '../plan-html';

describe('sanitizePlanHtml', () => {
  it('keeps only the allowed tags and drops every attribute', () => {
    expect(
      sanitizePlanHtml(
        '<h3 class="x" id="y">Day</h3><p data-a="1" aria-label="z">Go <em>now</em></p><iframe src="x"></iframe>',
      ),
    ).toBe('<h3>Day</h3><p>Go <em>now</em></p>');
  });

  it('removes scripts and styles with their content but keeps the words of other removed tags', () => {
    expect(
      sanitizePlanHtml(
        '<p>A<script>bad()</script><style>p{}</style> <a href="javascript:x">link</a> <span>B</span></p>',
      ),
    ).toBe('<p>A link B</p>');
  });
});

describe('planAsPlainText', () => {
  it('numbers ordered lists, indents nested ones and keeps line breaks', () => {
    const html =
      '<h3>Day 1</h3><ol><li>Squat<ul><li>3 x 8</li><li>rest 90 s</li></ul></li><li>Row</li></ol><p>Line one<br>Line two</p>';
    expect(planAsPlainText(html)).toBe(
      ['Day 1', '-----', '', '1. Squat', '  - 3 x 8', '  - rest 90 s', '2. Row', '', 'Line one', 'Line two', ''].join(
        '\n',
      ),
    );
  });

  it('collapses the whitespace of the source markup', () => {
    expect(planAsPlainText('\n  <p>\n   Eat   well\n  </p>\n\n\n  <p>Sleep</p>  ')).toBe('Eat well\n\nSleep\n');
  });
});
