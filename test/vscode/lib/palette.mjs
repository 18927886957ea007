// Running a command the way a person does: F1, type its title, Enter. Shared by the journey
// test and the UI benchmark.

/**
 * F1, type the command, Enter. The palette computes its list when opened, so a command whose
 * extension is still starting is missing until it is reopened: retry within a bound.
 * `onEnter` runs just before the command is chosen (for timing it); `then` answers a picker it opens.
 * Returns how many times the palette was opened.
 */
export async function runFromPalette(page, title, { timeoutMs = 60000, then, onEnter } = {}) {
  const deadline = Date.now() + timeoutMs;
  const widget = page.locator('.quick-input-widget');
  const input = widget.locator('input.input');
  // the row whose label starts with the title (not one that merely contains it)
  const label = new RegExp(`^\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  const row = widget.locator('.monaco-list-row', { hasText: label }).first();
  const focused = widget.locator('.monaco-list-row.focused', { hasText: label });
  for (let attempt = 1; Date.now() < deadline; attempt++) {
    if (!(await widget.isVisible())) {
      await page.keyboard.press('F1');
      if (
        !(await widget.waitFor({ state: 'visible', timeout: 2000 }).then(
          () => true,
          () => false,
        ))
      ) {
        // focus may be somewhere that swallows F1: give it to the workbench (the title area is inert)
        await page
          .locator('.part.titlebar .titlebar-center, .part.titlebar')
          .first()
          .click({ timeout: 2000 })
          .catch(() => {});
        continue;
      }
    }
    // the widget may be on its way out (a quick pick closing): then it never becomes editable, and the palette is opened again
    if (
      !(await input.fill(`>${title}`, { timeout: 5000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    if (
      await row.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      )
    ) {
      onEnter?.();
      if (await focused.count()) await page.keyboard.press('Enter');
      else await row.click(); // listed, but another command ranks first
      if (then) await then(widget, input);
      await widget.waitFor({ state: 'hidden', timeout: 10000 });
      return attempt;
    }
    await page.keyboard.press('Escape');
    await widget.waitFor({ state: 'hidden', timeout: 2000 }).catch(() => {});
  }
  throw new Error(`"${title}" was not listed in the command palette within ${timeoutMs} ms`);
}
