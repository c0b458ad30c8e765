import { describe, expect, it } from 'vitest';
import { idListItems } from '../../kit/resource';

describe('the id list of a request', () => {
  it('reads ids as an array, a JSON array text, a comma list or one value, under ids, id or idList', () => {
    expect(idListItems({ ids: [1, 2] })).toEqual([1, 2]);
    expect(idListItems({ ids: '[3, "4"]' })).toEqual(['3', '4']);
    expect(idListItems({ id: ' 5 ,6' })).toEqual(['5', '6']);
    expect(idListItems({ idList: 7 })).toEqual([7]);
    expect(idListItems({})).toEqual([]);
  });

  it('leaves judging the items to the caller', () => {
    expect(idListItems({ ids: 'a,-1' })).toEqual(['a', '-1']);
    expect(idListItems({ ids: null })).toEqual([]);
    expect(idListItems({ idList: null })).toEqual([null]);
  });
});
