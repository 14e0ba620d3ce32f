import { describe, expect, it } from 'vitest';
import { giftMessageText } from './gift-message-text';

describe('the buyer’s message as the gift e-mail quotes it', () => {
  it.each([
    ['Come run with me!', 'Come run with me!'],
    ['We did 3.5 km, then 10.25 km.', 'We did 3.5 km, then 10.25 km.'],
    ['Line one\r\nLine two', 'Line one\nLine two'],
    ['One\n\n\n\n\nTwo', 'One\n\nTwo'],
    ['See you soon. Bye!', 'See you soon. Bye!'],
  ])('keeps her words: %j', (input, expected) => {
    expect(giftMessageText(input)).toBe(expected);
  });

  it.each([
    ['https://evil.example/login', 'https[:]//evil[.]example/login'],
    ['HTTP://EVIL.EXAMPLE', 'HTTP[:]//EVIL[.]EXAMPLE'],
    ['go to www.evil-bank.ca now', 'go to www[.]evil-bank[.]ca now'],
    ['bit.ly/abc', 'bit[.]ly/abc'],
    ['write to help@secure.example.com', 'write to help@secure[.]example[.]com'],
    ['http://192.168.0.1/x', 'http[:]//192[.]168[.]0[.]1/x'],
    ['evil。example', 'evil[.]example'],
    ['evil．example', 'evil[.]example'],
    ['ftp://files.example', 'ftp[:]//files[.]example'],
    ['my-site.example', 'my-site[.]example'],
  ])('breaks what a mail client would link: %j', (input, expected) => {
    expect(giftMessageText(input)).toBe(expected);
  });

  it('drops control and invisible direction characters', () => {
    expect(giftMessageText('Hi\u0000 there\u0007\tfriend')).toBe('Hi there friend');
    expect(giftMessageText('pay\u202Egnp.exe')).toBe('paygnp[.]exe');
    expect(giftMessageText('zero\u200Bwidth\uFEFF')).toBe('zerowidth');
  });

  it('is empty for a message of blanks', () => {
    expect(giftMessageText(' \n\n ')).toBe('');
  });
});
