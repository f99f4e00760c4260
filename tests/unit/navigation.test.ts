import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getLocale, setRenderLocale } from '../../src/i18n/page-locale.ts';
import { adminLinks, featureLinks, generalLinks, homeSections } from '../../src/lib/navigation.ts';
import { overwriteGetLocale } from '../../src/paraglide/runtime.js';

// As in the site build: the messages speak the language of the page being rendered.
beforeAll(() => overwriteGetLocale(getLocale));
afterEach(() => setRenderLocale('en'));

describe('the top bar menus in each language', () => {
  it('link to English pages with English labels on an English page', () => {
    expect(generalLinks.map((l) => [l.label, l.href])).toEqual([
      ['Home', '/'],
      ['Journey of Faith', '/explorer/'],
      ['About', '/about/'],
    ]);
    expect(featureLinks.find((l) => l.href === '/games/')?.label).toBe('Games');
    expect(adminLinks[0]).toMatchObject({ label: 'Admin Panel', href: '/admin/' });
  });

  it('link to Spanish pages with Spanish labels on a Spanish page', () => {
    setRenderLocale('es');
    expect(generalLinks.map((l) => [l.label, l.href])).toEqual([
      ['Inicio', '/es/'],
      ['Camino de fe', '/es/explorer/'],
      ['Quiénes somos', '/es/about/'],
    ]);
    expect(featureLinks.every((l) => l.href.startsWith('/es/'))).toBe(true);
    expect(featureLinks.find((l) => l.href === '/es/games/')?.label).toBe('Juegos');
    expect(featureLinks.find((l) => l.href === '/es/bible/search/')?.label).toBe('Buscar en la Biblia');
    expect(adminLinks.map((l) => l.href)).toEqual([
      '/es/admin/',
      '/es/admin/mini-lessons/',
      '/es/admin/readings/',
    ]);
  });

  it('names the home sections in the page language, in their fixed order', () => {
    expect(homeSections.map((s) => s.id)).toEqual([
      'about',
      'devotionals',
      'bible-explorer',
      'truth-challenges',
      'bible-games',
    ]);
    expect(homeSections[0]?.label).toBe('About Us');
    setRenderLocale('es');
    expect(homeSections[0]?.label).toBe('Quiénes somos');
    expect(homeSections[4]?.label).toBe('Juegos bíblicos');
  });
});
