// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../src/layout/Layout';
import { employee, fakeApi, testSession, WithSession } from './session';

/** The Menu button that folds the side menu away below 1024 px (issue #17); CSS does the hiding. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFrame() {
  vi.stubGlobal('fetch', fakeApi({}).fetch);
  return render(
    <WithSession session={testSession(employee)}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<Layout departments={[]} />}>
            <Route path="/" element={<h1>DASHBOARD</h1>} />
            <Route path="/reserve/new" element={<h1>NEW RESERVATION</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </WithSession>,
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const sideMenu = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '');

describe('Menu button', () => {
  it('is a disclosure button naming the side menu it controls', () => {
    renderFrame();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(sideMenu()?.tagName).toBe('ASIDE');
    expect(sideMenu()?.classList.contains('shell-side--open')).toBe(false);
    expect(sideMenu()?.querySelector('nav[aria-label="Departments"]')).not.toBeNull();
  });

  it('opens the menu; Escape closes it and returns the focus to the button', () => {
    renderFrame();
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(sideMenu()?.classList.contains('shell-side--open')).toBe(true);
    screen.getByRole('link', { name: 'New Reservation' }).focus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes when a link in it is followed', () => {
    renderFrame();
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole('link', { name: 'New Reservation' }));
    expect(screen.getByRole('heading', { name: 'NEW RESERVATION' })).toBeTruthy();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });
});
