import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../server/core/disposition';

describe('the Content-Disposition of file answers', () => {
  it('sends the UTF-8 name as RFC 5987 filename*, with the characters it does not allow encoded', () => {
    const header = contentDisposition("车辆(1)'s*.xlsx");
    expect(header).toBe(`attachment; filename="__(1)'s*.xlsx"; filename*=UTF-8''%E8%BD%A6%E8%BE%86%281%29%27s%2A.xlsx`);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe("车辆(1)'s*.xlsx");
  });

  it('answers inline when asked, and keeps a given ASCII fallback', () => {
    expect(contentDisposition('门.png', { inline: true })).toMatch(/^inline; filename="_\.png"; /);
    expect(contentDisposition('照片.zip', { asciiFallback: 'download.zip' })).toMatch(/^attachment; filename="download\.zip"; filename\*=UTF-8''/);
  });

  it('never lets a quote or backslash of the name end the ASCII fallback', () => {
    expect(contentDisposition('a"b\\c.txt')).toContain('filename="a_b_c.txt"');
  });
});
