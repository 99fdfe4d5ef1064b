import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idText, oneOrMany, rangeParam, sortParam } from './simpleRest';

const messages = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues.map((issue) => issue.message);

describe('the simple-REST list parameters', () => {
  const range = rangeParam(500, [0, 99]);
  const sort = sortParam(['lastSeenAt', 'createdAt'], ['lastSeenAt', 'DESC']);

  it('reads range as JSON [start, end], spanning at most maxSpan records, with its default', () => {
    expect(range.parse(undefined)).toEqual([0, 99]);
    expect(range.parse('[5,504]')).toEqual([5, 504]);
    expect(messages(range.safeParse('[5,505]'))).toEqual(['range may span at most 500 records']);
    expect(messages(range.safeParse('[10,5]'))).toEqual(['range must be [start, end] with end >= start']);
    expect(messages(range.safeParse('[0'))).toEqual(['range must be JSON']);
    expect(range.safeParse('[-1,5]').success).toBe(false);
    expect(range.safeParse('[0,1000001]').success).toBe(false);
  });

  it('reads sort as JSON [field, order], the field one of the list', () => {
    expect(sort.parse(undefined)).toEqual(['lastSeenAt', 'DESC']);
    expect(sort.parse('["createdAt","ASC"]')).toEqual(['createdAt', 'ASC']);
    expect(sort.safeParse('["url","ASC"]').success).toBe(false);
    expect(sort.safeParse('["createdAt","asc"]').success).toBe(false);
  });

  it('takes an id as a UUID in either case, and one item or a list of at most max', () => {
    const ids = oneOrMany(idText, 2);
    const id = '123e4567-e89b-42d3-a456-426614174000';
    expect(ids.parse(id.toUpperCase())).toBe(id.toUpperCase());
    expect(ids.parse([id, id])).toEqual([id, id]);
    expect(ids.safeParse([id, id, id]).success).toBe(false);
    expect(messages(idText.safeParse('1 OR 1=1'))).toEqual(['must be an id']);
  });
});
