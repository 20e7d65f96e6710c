import { describe, expect, it } from 'vitest';
import { accountTexts } from '../../../shared/accounts.js';
import { passwordWeakness } from './passwords.js';

const owner = { username: 'card_shark', email: 'mia.holo@example.com', firstName: 'Mia', lastName: 'Holloway' };

describe('a new password', () => {
  it.each([
    ['aaaaaaaa', accountTexts.passwordRepeated],
    ['        ', accountTexts.passwordRepeated],
    [' \t \t \t \t', accountTexts.passwordRepeated],
    ['card_shark', accountTexts.passwordPersonal],
    ['Card_Shark99', accountTexts.passwordPersonal],
    ['mia.holo@example.com', accountTexts.passwordPersonal],
    ['MIA.HOLO rules the binder', accountTexts.passwordPersonal],
    ['password123', accountTexts.passwordCommon],
    ['gradewise', accountTexts.passwordLikeAccount],
    ['Gradewise2025!', accountTexts.passwordLikeAccount],
    ['Holloway1990', accountTexts.passwordLikeAccount],
    ['Summer2025!', accountTexts.passwordLikeCommon],
    ['P@ssw0rd2024', accountTexts.passwordLikeCommon],
    ['qwertyuiop', accountTexts.passwordCommon],
    ['abcdefgh12', accountTexts.passwordWeak],
  ])('%j is refused with a message that says why', (password, message) => {
    expect(passwordWeakness(password, owner)).toBe(message);
  });

  it.each([
    'a sensible pass phrase', // tests/helpers and e2e
    'analytical engine 1843',
    'difference engine 1822',
    'a long enough phrase',
    'a fair race to the finish',
    'ledger of rare holo cards',
    'Tr0ub4dor&3',
    '🃏🃏🃏🃏 joker stack',
  ])('%j is accepted', (password) => {
    expect(passwordWeakness(password, owner)).toBeNull();
  });

  it('leaves short names to the estimator rather than refusing every password that holds them', () => {
    expect(passwordWeakness('lemonade on the porch', { username: 'someone', email: 'ade@example.com' })).toBeNull();
  });

  it('is judged quickly even at the longest allowed length', () => {
    const started = performance.now();
    passwordWeakness('x7!Kq aB3$ '.repeat(12).slice(0, 128), owner);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
