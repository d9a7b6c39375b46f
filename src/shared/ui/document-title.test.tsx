import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentTitleOwner, useDocumentTitle } from './document-title';

function Titled({ parts }: { parts: (string | undefined)[] }) {
  useDocumentTitle(...parts);
  return null;
}

afterEach(() => {
  document.title = '';
});

describe('useDocumentTitle', () => {
  it('joins the parts it has, most specific first, and follows them', () => {
    const view = render(<Titled parts={['Drama', 'Episode 3']} />);
    expect(document.title).toBe('Drama · Episode 3');
    view.rerender(<Titled parts={['Top up', undefined]} />);
    expect(document.title).toBe('Top up');
  });

  it('leaves the title alone while its screen is not the one shown, and names it once shown', () => {
    document.title = 'Me · Drama';
    const view = render(
      <DocumentTitleOwner.Provider value={false}>
        <Titled parts={['Drama', 'Episode 3']} />
      </DocumentTitleOwner.Provider>,
    );
    expect(document.title).toBe('Me · Drama');
    view.rerender(
      <DocumentTitleOwner.Provider value={true}>
        <Titled parts={['Drama', 'Episode 3']} />
      </DocumentTitleOwner.Provider>,
    );
    expect(document.title).toBe('Drama · Episode 3');
  });

  it('sets nothing from empty parts', () => {
    document.title = 'Short Drama';
    render(<Titled parts={[undefined, '']} />);
    expect(document.title).toBe('Short Drama');
  });
});
