// The screen for a build whose configuration cannot work. Plain DOM, no React: it must show even
// when nothing else of the app can start, and it is for whoever deployed the build, so English.

/** Replaces the splash in `root` with the list of problems (as text, never as markup). */
export function renderConfigError(root: HTMLElement, problems: readonly string[]): void {
  const screen = document.createElement('div');
  screen.className = 'status-screen';
  screen.setAttribute('role', 'alert');
  screen.lang = 'en';
  screen.dir = 'ltr';

  const title = document.createElement('h1');
  title.className = 'status-screen__title';
  title.textContent = 'This player is not set up correctly';

  const hint = document.createElement('p');
  hint.className = 'status-screen__hint';
  hint.textContent =
    'Its build settings cannot work. Whoever deployed it: correct the variables below and build again (docs/deploying.md, "Build-time configuration").';

  const list = document.createElement('ul');
  list.className = 'status-screen__hint';
  // Centred like the rest of the screen; set through CSSOM, which the Content-Security-Policy allows.
  Object.assign(list.style, { listStyle: 'none', padding: '0', display: 'grid', gap: '0.75em' });
  for (const problem of problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }

  screen.append(title, hint, list);
  root.replaceChildren(screen);
  console.error(`Configuration problems:\n${problems.join('\n')}`);
}
