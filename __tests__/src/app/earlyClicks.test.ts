import { holdEarlyClicks } from '../../../src/app/earlyClicks';

/** Issue #40: a button pressed on the prerendered page before React listens is pressed again once it does. */
describe('holdEarlyClicks', () => {
  function page() {
    document.body.innerHTML =
      '<div id="root"><button type="button"><span>Sort</span></button><a href="#next">Next</a></div><button id="outside" type="button">Out</button>';
    const root = document.getElementById('root') as HTMLElement;
    const button = root.querySelector('button') as HTMLButtonElement;
    const link = root.querySelector('a') as HTMLAnchorElement;
    const outside = document.getElementById('outside') as HTMLButtonElement;
    return { root, button, link, outside };
  }

  it('holds a click on a button of the page (or inside one) and presses it once on release', () => {
    const { root, button } = page();
    const pressed = jest.fn();
    button.addEventListener('click', pressed);
    const release = holdEarlyClicks(root);
    (button.querySelector('span') as HTMLElement).click();
    button.click();
    expect(pressed).not.toHaveBeenCalled();
    release();
    expect(pressed).toHaveBeenCalledTimes(1);
    // Released: clicks go through as usual.
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('leaves links and what is outside the page alone', () => {
    const { root, link, outside } = page();
    const followed = jest.fn((event: Event) => event.preventDefault());
    const pressedOutside = jest.fn();
    link.addEventListener('click', followed);
    outside.addEventListener('click', pressedOutside);
    const release = holdEarlyClicks(root);
    link.click();
    outside.click();
    expect(followed).toHaveBeenCalledTimes(1);
    expect(pressedOutside).toHaveBeenCalledTimes(1);
    release();
    expect(followed).toHaveBeenCalledTimes(1);
    expect(pressedOutside).toHaveBeenCalledTimes(1);
  });

  it('does not press a button the page no longer has', () => {
    const { root, button } = page();
    const pressed = jest.fn();
    button.addEventListener('click', pressed);
    const release = holdEarlyClicks(root);
    button.click();
    button.remove();
    release();
    expect(pressed).not.toHaveBeenCalled();
  });
});
