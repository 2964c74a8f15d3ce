// Browser APIs jsdom lacks but React Router and antd use; each test may replace matchMedia with its own.
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/dom');
// findBy* and waitFor wait up to 1 s by default. CI runs every suite at once on a 2-core machine, and there a click
// that closes an antd dialog and then navigates once took longer (privacy.spec, session 14). Waiting longer only
// slows a test that is failing anyway.
configure({ asyncUtilTimeout: 3000 }); // within Jest's own 5 s per test
const { TextEncoder, TextDecoder } = require('node:util');

// antd writes its CSS-in-JS into <style> elements as components mount. jsdom then matches every one of those rules
// against each element whenever Testing Library asks whether it is hidden (getComputedStyle), which made a role query
// on the results page cost seconds and, on a busy CI machine, timed tests out (interest-modal.spec, session 39).
// These tests already see none of the apps' own CSS (style-stub.js); what pages look like is the browser e2e suite's
// job. So antd's styles are computed but not injected: cssinjs's test-only "server" mode, set on its default context
// (a StyleProvider inherits what it does not set, so every antd component reads this value).
const { StyleContext: AntdStyleContext } = require('@ant-design/cssinjs');
AntdStyleContext._currentValue.mock = 'server';
afterEach(() => {
  // If a React or cssinjs upgrade moves the default value, the tests would quietly be slow again; say so instead.
  // (Components' rules carry data-cache-path outside production; antd's theme variables, a few rules, still go in.)
  if (document.querySelector('style[data-cache-path]')) {
    throw new Error("antd injected its styles into jsdom: cssinjs's mock 'server' default no longer applies (jest.setup.js)");
  }
});

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

function defaultMatchMedia(query) {
  return {
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent() {
      return false;
    },
  };
}

beforeEach(() => {
  window.matchMedia = defaultMatchMedia;
});

if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has no scrolling and only logs a warning when it is called; a no-op keeps test output clean.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};

// jsdom has no PointerEvent, so fireEvent.pointerMove would drop clientX; a MouseEvent subclass keeps coordinates.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEvent extends MouseEvent {
    constructor(type, init = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  window.PointerEvent = PointerEvent;
}

// jsdom has no MessageChannel; antd's form controls schedule work through one. Timers are enough here.
if (typeof window.MessageChannel === 'undefined') {
  class MessageChannel {
    constructor() {
      const port = () => ({ onmessage: null, start() {}, close() {}, addEventListener() {}, removeEventListener() {} });
      this.port1 = port();
      this.port2 = port();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage && this.port2.onmessage({ data }));
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage && this.port1.onmessage({ data }));
    }
  }
  window.MessageChannel = MessageChannel;
  globalThis.MessageChannel = MessageChannel;
}
