import { readFileSync } from 'node:fs';
import path from 'node:path';
import { claimEarlyClicks } from '../../../src/app/earlyClicks';

/** The page's inline holder, as the build puts it in each page's head (webpack.config.js). */
const HOLDER = readFileSync(path.resolve(__dirname, '../../../src/app/earlyClickHolder.js'), 'utf8');

/**
 * Issue #58 item 1: the inline holder holds a press on the prerendered page from before the first paint;
 * the app claims it when its code runs and, once React listens, presses each held element again, in order.
 */
describe('the early-click holder', () => {
  const installed: Array<(event: Event) => void> = [];
  const realAdd = document.addEventListener.bind(document);

  function page() {
    document.body.innerHTML =
      '<div id="root"><button type="button" id="sort"><span>Sort</span></button><div role="tab" id="tab">Tab</div>' +
      '<a href="#next">Next</a></div><button id="outside" type="button">Out</button>';
    // Each test's holder listens on the document: the next test removes it, as a new page would have none.
    jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      if (type === 'click') installed.push(listener as (event: Event) => void);
      realAdd(type, listener, options);
    });
    new Function(HOLDER)();
    jest.restoreAllMocks();
    const get = <T extends HTMLElement>(selector: string) => document.querySelector(selector) as T;
    return {
      button: get<HTMLButtonElement>('#sort'),
      tab: get<HTMLElement>('#tab'),
      link: get<HTMLAnchorElement>('#root a'),
      outside: get<HTMLButtonElement>('#outside'),
    };
  }

  afterEach(() => {
    for (const listener of installed.splice(0)) document.removeEventListener('click', listener, true);
    delete window.__gridlineEarlyClicks;
  });

  it('holds a press on a button or tab of the page (or inside one) and presses each once, in order, on release', () => {
    const { button, tab } = page();
    const order: string[] = [];
    button.addEventListener('click', () => order.push('button'));
    tab.addEventListener('click', () => order.push('tab'));
    const release = claimEarlyClicks();
    (button.querySelector('span') as HTMLElement).click();
    tab.click();
    button.click();
    expect(order).toEqual([]);
    release();
    expect(order).toEqual(['button', 'tab']);
    // Released: clicks go through as usual.
    button.click();
    expect(order).toEqual(['button', 'tab', 'button']);
  });

  it('lets a link be followed, and what is outside the page be pressed, when nothing is held', () => {
    const { link, outside } = page();
    const followed = jest.fn((event: Event) => event.preventDefault());
    const pressedOutside = jest.fn();
    link.addEventListener('click', followed);
    outside.addEventListener('click', pressedOutside);
    const release = claimEarlyClicks();
    link.click();
    outside.click();
    expect(followed).toHaveBeenCalledTimes(1);
    expect(pressedOutside).toHaveBeenCalledTimes(1);
    release();
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('holds a link pressed after a held button, so the two happen in order', () => {
    const { button, link } = page();
    const order: string[] = [];
    button.addEventListener('click', () => order.push('button'));
    link.addEventListener('click', (event) => {
      event.preventDefault();
      order.push('link');
    });
    const release = claimEarlyClicks();
    button.click();
    link.click();
    expect(order).toEqual([]);
    release();
    expect(order).toEqual(['button', 'link']);
  });

  it('leaves a link opened in a new tab (a modifier key) to the browser, even behind a held press', () => {
    const { button, link } = page();
    const followed = jest.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', followed);
    const release = claimEarlyClicks();
    button.click();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(followed).toHaveBeenCalledTimes(1);
    release();
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('does not press a button the page no longer has', () => {
    const { button } = page();
    const pressed = jest.fn();
    button.addEventListener('click', pressed);
    const release = claimEarlyClicks();
    button.click();
    button.remove();
    release();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('lets go at the page’s load when the app never claimed it', () => {
    const { button } = page();
    const pressed = jest.fn();
    button.addEventListener('click', pressed);
    button.click();
    expect(pressed).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    button.click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('gives the app nothing to press on a page without the holder', () => {
    expect(window.__gridlineEarlyClicks).toBeUndefined();
    expect(() => claimEarlyClicks()()).not.toThrow();
  });
});
