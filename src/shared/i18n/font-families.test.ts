import { describe, expect, it } from 'vitest';
import { fontFamilyFor } from './font-families';

describe('fontFamilyFor', () => {
  it('puts the webfont first where there is one and falls back to the system font', () => {
    expect(fontFamilyFor('th_TH')).toBe("'Noto Sans Thai', system-ui, sans-serif");
    expect(fontFamilyFor('ar_AE')).toBe("'Noto Sans Arabic', system-ui, sans-serif");
    expect(fontFamilyFor('kr_KO')).toBe("'Noto Sans KR', system-ui, sans-serif");
    expect(fontFamilyFor('en_US')).toBe('system-ui, sans-serif');
    expect(fontFamilyFor('zh_TW')).not.toMatch(/Noto Sans (Thai|Arabic|KR)/);
  });
});
