import { serialiseOnce, stringifyReusingSerialised } from '../json-serialised-once';

describe('JSON serialised once (a stored document written again in the answer)', () => {
  it('gives JSON.stringify’s text, and the same text again without serialising a second time', () => {
    const results = { bodyFat: { percent: 24.1, range: [21.5, 26.7] }, notes: ['Waist "at the navel"', '±3 %'] };
    const text = serialiseOnce(results);
    expect(text).toBe(JSON.stringify(results));
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      expect(serialiseOnce(results)).toBe(text);
      expect(stringify).not.toHaveBeenCalled();
    } finally {
      stringify.mockRestore();
    }
  });

  it('freezes the document all the way down under the tests, so a change after it was serialised fails the test that made it', () => {
    const results = { bodyFat: { percent: 24.1, range: [21.5, 26.7] }, notes: ['a'] };
    serialiseOnce(results);
    expect(() => {
      results.bodyFat.percent = 30;
    }).toThrow(TypeError);
    expect(() => results.notes.push('b')).toThrow(TypeError);
    expect(serialiseOnce(results)).toBe(JSON.stringify({ bodyFat: { percent: 24.1, range: [21.5, 26.7] }, notes: ['a'] }));
  });

  it('writes an answer holding such a document exactly as JSON.stringify would', () => {
    const results = { score: 71, insights: ['Sleep 7–9 h', 'Line\nbreak', '\u2028'] };
    serialiseOnce(results);
    const answer = {
      id: 'a1',
      analysisResults: results,
      skipped: undefined,
      method: () => 1,
      createdAt: new Date(Date.UTC(2026, 10, 26, 3, 0, 0)),
      aiGeneratedPlan: null,
      'quote"key': [1, undefined, 'x'],
      flags: { hasAiPlan: false },
    };
    const stringify = jest.spyOn(JSON, 'stringify');
    let text: string | undefined;
    try {
      text = stringifyReusingSerialised(answer);
      expect(stringify.mock.calls.map(([value]) => value)).not.toContain(results);
    } finally {
      stringify.mockRestore();
    }
    expect(text).toBe(JSON.stringify(answer));
  });

  it('leaves answers with no such document, or with their own toJSON, to the usual serialiser', () => {
    expect(stringifyReusingSerialised({ id: 'a1', results: { score: 1 } })).toBeUndefined();
    serialiseOnce({ score: 2 });
    // An equal object is not the one serialised: its text is made as usual.
    expect(stringifyReusingSerialised({ results: { score: 2 } })).toBeUndefined();
    const registered = { score: 3 };
    serialiseOnce(registered);
    expect(stringifyReusingSerialised({ registered, toJSON: () => 'custom' })).toBeUndefined();
  });
});
