import { describe, expect, it } from 'vitest';
import { linkify } from '@/features/settings/utils/linkify';

describe('bio linkify', () => {
  it('keeps plain text as one text segment', () => {
    expect(linkify('Coach en incubation à Rabat')).toEqual([
      { kind: 'text', text: 'Coach en incubation à Rabat' },
    ]);
    expect(linkify('')).toEqual([]);
  });

  it('turns http and https addresses into links, keeping the text around them', () => {
    expect(linkify('Site : https://tremplin.ma/programme et http://exemple.org.')).toEqual([
      { kind: 'text', text: 'Site : ' },
      { kind: 'link', text: 'https://tremplin.ma/programme', href: 'https://tremplin.ma/programme' },
      { kind: 'text', text: ' et ' },
      { kind: 'link', text: 'http://exemple.org', href: 'http://exemple.org/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves sentence punctuation and unbalanced brackets outside the link', () => {
    expect(linkify('(voir https://a.ma/x), merci!')).toEqual([
      { kind: 'text', text: '(voir ' },
      { kind: 'link', text: 'https://a.ma/x', href: 'https://a.ma/x' },
      { kind: 'text', text: '), merci!' },
    ]);
    expect(linkify('https://fr.wikipedia.org/wiki/Startup_(entreprise)')[0]).toEqual({
      kind: 'link',
      text: 'https://fr.wikipedia.org/wiki/Startup_(entreprise)',
      href: 'https://fr.wikipedia.org/wiki/Startup_(entreprise)',
    });
  });

  it('never links other schemes or markup', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '<script>alert("x")</script>',
      'ftp://files.example.org',
      'www.example.org',
    ]) {
      expect(linkify(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('stops a link at markup characters so they stay text', () => {
    expect(linkify('https://a.ma"><script>x</script>')).toEqual([
      { kind: 'link', text: 'https://a.ma', href: 'https://a.ma/' },
      { kind: 'text', text: '"><script>x</script>' },
    ]);
  });

  it('skips a scheme with no host', () => {
    expect(linkify('https:// rien')).toEqual([{ kind: 'text', text: 'https:// rien' }]);
  });
});
