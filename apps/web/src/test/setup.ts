// Runs before each unit-test file: unmount what a test rendered, forget what it stored, back to English.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, initI18n, loadAllWords } from '@/lib/i18n';

// jsdom has no modal dialogs: open and close a <dialog> as a browser does.
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

// Screens render in English, the spec's words, unless a test switches language; with every word
// loaded, as the router loads a screen's words with its chunk.
await initI18n('en');
await loadAllWords();

afterEach(async () => {
  cleanup();
  localStorage.clear();
  if (i18n.resolvedLanguage !== 'en') await i18n.changeLanguage('en');
});
