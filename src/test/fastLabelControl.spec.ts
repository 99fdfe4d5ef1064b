import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// The test setup answers a label's `for` from the document's id index (fastLabelControl.ts); the
// answers must stay those of the HTML spec (and of jsdom's own walk).
describe('label.control in the test DOM', () => {
  it('finds the labelled control the HTML spec names, and nothing else', () => {
    document.body.innerHTML = [
      '<label for="a">A</label><input id="a">',
      '<label for="b">B</label><div id="b"></div>',
      '<label>C <input id="c"></label>',
      '<label for="">E</label>',
      '<label for="z">Z</label>',
      '<label for="d">D</label><input id="d"><input id="d">',
    ].join('');
    const [a, b, c, e, z, d] = Array.from(document.querySelectorAll('label'));
    expect(a.control).toBe(document.getElementById('a'));
    expect(b.control).toBeNull();
    expect(c.control).toBe(document.getElementById('c'));
    expect(e.control).toBeNull();
    expect(z.control).toBeNull();
    expect(d.control).toBe(document.querySelectorAll('input')[2]);
    expect(screen.getByLabelText('A')).toBe(document.getElementById('a'));
    expect((document.getElementById('a') as HTMLInputElement).labels).toHaveLength(1);
  });

  it('keeps following the id as it moves', () => {
    document.body.innerHTML = '<label for="x">X</label><input id="y">';
    const label = document.querySelector('label')!;
    expect(label.control).toBeNull();
    document.querySelector('input')!.id = 'x';
    expect(label.control).toBe(document.querySelector('input'));
  });
});
