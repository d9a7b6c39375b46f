import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nObject } from './i18n-util';
import { loadLocale } from './i18n-util.sync';
import { withSlots } from './with-slots';

loadLocale('en-US');
loadLocale('th-TH');

const links = {
  agreement: <a href="/agreement">User Agreement</a>,
  policy: <a href="/policy">Privacy Policy</a>,
};

describe('withSlots', () => {
  it('puts elements where the translation has its placeholders', () => {
    render(<p data-testid="consent">{withSlots(i18nObject('en-US').login.agreeTo, links)}</p>);
    expect(screen.getByTestId('consent')).toHaveTextContent(
      'By continuing, you agree to the User Agreement and the Privacy Policy',
    );
    expect(screen.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/agreement');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');
  });

  it("follows the language's word order", () => {
    const LL = i18nObject('th-TH');
    render(
      <p data-testid="consent">
        {withSlots(LL.login.agreeTo, { policy: <b>{LL.login.policy()}</b>, agreement: <b>{LL.login.agreement()}</b> })}
      </p>,
    );
    expect(screen.getByTestId('consent')).toHaveTextContent(
      'เมื่อดำเนินการต่อ ถือว่าคุณยอมรับ ข้อตกลงผู้ใช้ และ นโยบายความเป็นส่วนตัว',
    );
  });

  it('works with plain functions and slots at either end', () => {
    const parts = withSlots(({ a, b }: { a: string; b: string }) => `${a} and ${b}`, { a: <i>x</i>, b: <i>y</i> });
    render(<p data-testid="plain">{parts}</p>);
    expect(screen.getByTestId('plain').innerHTML).toBe('<i>x</i> and <i>y</i>');
  });
});
