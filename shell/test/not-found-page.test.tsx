import { screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { NotFoundPage } from '../src/app/not-found-page';
import { renderScreen } from './render';
import { storeSignedInSeller } from './signed-in-seller';

function renderNotFound() {
  return renderScreen(
    <Provider store={createStore()}>
      <NotFoundPage />
    </Provider>,
    '/nowhere',
  );
}

beforeEach(() => window.localStorage.clear());

it('offers sign-in to a visitor', () => {
  renderNotFound();
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/');
});

it('offers a signed-in seller the way back to the dashboard', () => {
  storeSignedInSeller();
  renderNotFound();
  expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(screen.queryByRole('link', { name: 'Go to sign in' })).not.toBeInTheDocument();
});
