import type { Page } from 'playwright-core';

/** WCAG 2.5.5 (AAA) target size, which the driver's phone screens keep: 44 × 44 CSS px. */
export const MIN_TAP_PX = 44;

/** What a person can tap or tab to. */
export const INTERACTIVE = 'a[href], button, input, select, textarea, [role=button], [role=link], [role=tab], [role=menuitem], [tabindex]:not([tabindex="-1"])';

export interface TapTarget {
  tag: string;
  label: string;
  width: number;
  height: number;
}

/**
 * Every visible interactive element smaller than 44 × 44 px. Two kinds are not targets of their own and
 * are left out, each by name: a link inside running text (WCAG 2.5.8's inline exception) and an element
 * hidden for screen readers only (1 px, clipped). Under an open modal dialog only the dialog counts. A native checkbox or radio drawn invisible under its
 * styled control is measured by what the finger hits: its label.
 */
export async function smallTapTargets(page: Page): Promise<TapTarget[]> {
  return page.evaluate<TapTarget[]>(`(${MEASURE})(${JSON.stringify(INTERACTIVE)}, ${MIN_TAP_PX})`);
}

// Runs in the page; plain JavaScript, as the test's TypeScript has no DOM types.
const MEASURE = `(selector, min) => {
  const found = [];
  const seen = new Set();
  // Under an open modal dialog only the dialog can be tapped.
  const modal = [...document.querySelectorAll('[aria-modal="true"]')].filter((m) => m.checkVisibility()).pop();
  for (const element of document.querySelectorAll(selector)) {
    if (element.closest('[aria-hidden="true"], [inert]')) continue;
    if (modal && !modal.contains(element)) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    let target = element;
    if (!element.checkVisibility({ checkOpacity: true })) {
      // A native checkbox or radio drawn transparent under a styled control: the finger hits its label.
      if (!(element instanceof HTMLInputElement)) continue;
      const label = element.closest('label') ?? element.labels?.[0];
      if (!label) continue;
      target = label;
    }
    if (seen.has(target)) continue;
    seen.add(target);
    const box = target.getBoundingClientRect();
    const style = getComputedStyle(target);
    // Screen-reader-only text (1 px and clipped) is no target on the screen.
    if (box.width <= 1 || box.height <= 1 || style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue;
    if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
    // WCAG 2.5.8 inline exception: a link in a sentence, i.e. its line holds text of its own outside the link.
    if (target.tagName === 'A' && style.display === 'inline') {
      let line = target.parentElement;
      while (line && getComputedStyle(line).display === 'inline') line = line.parentElement;
      const walker = document.createTreeWalker(line ?? document.body, NodeFilter.SHOW_TEXT);
      let sentence = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const holder = node.parentElement;
        if (!holder || target.contains(holder)) continue;
        let inLine = true;
        for (let el = holder; el && el !== line; el = el.parentElement) if (getComputedStyle(el).display !== 'inline') inLine = false;
        if (inLine) sentence += node.textContent ?? '';
      }
      if (sentence.trim().length > 0) continue;
    }
    const label = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('title') || element.getAttribute('placeholder') || element.getAttribute('name') || '').replace(/\\s+/g, ' ').trim().slice(0, 50);
    const role = element.getAttribute('role');
    found.push({ tag: element.tagName.toLowerCase() + (role ? '[role=' + role + ']' : ''), label, width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 });
  }
  return found;
}`;

export function describeTargets(screen: string, targets: readonly TapTarget[]): string[] {
  return targets.map((t) => `${screen}: ${t.tag} "${t.label}" ${t.width} × ${t.height}`);
}
