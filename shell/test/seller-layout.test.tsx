import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SellerLayout } from '../src/features/seller-layout/components/seller-layout';
import { renderScreen } from './render';

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

describe('seller layout without a seller', () => {
  it('says "Redirecting to login..." and then goes to /signin', async () => {
    window.localStorage.clear();
    renderScreen(
      <Routes>
        <Route element={<SellerLayout />}>
          <Route path="/edit-profile" element={<p>profile</p>} />
        </Route>
        <Route path="/signin" element={<Where />} />
      </Routes>,
      '/edit-profile',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to login...');
    expect(screen.queryByText('profile')).not.toBeInTheDocument();
    expect(await screen.findByText('Now at /signin', undefined, { timeout: 3000 })).toBeVisible();
  });
});
