import { useState, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useAtomValue, useSetAtom } from 'jotai';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { createApiClient, errorMessage, loginAdmin, loginSeller } from '@drops/api-client';
import { isAdminLoginChallenge } from '@drops/contracts';
import type { RemoteArea } from '@drops/federation';
import {
  isAdminLoggedInAtom,
  isSellerLoggedInAtom,
  logOutAdminAtom,
  logOutSellerAtom,
  signInAdminAtom,
  signInSellerAtom,
} from '@drops/session';
import {
  Button,
  Card,
  FormAlert,
  LinkButton,
  Muted,
  Stack,
  TextField,
  textBinder,
  UiProvider,
} from '@drops/ui';
import type { RemoteAudience } from './area-api-client';
import { routerFuture } from '@drops/federation';

/**
 * A remote on its own, for its team's development (`pnpm dev` in the remote's folder): the area
 * on the same routes as in the shell, plus a bare sign-in, because the shell's session lives on
 * the shell's origin and a remote served from another port cannot see it.
 */
export interface StandaloneOptions {
  Area: RemoteArea;
  audience: RemoteAudience;
  /** The route patterns the shell gives the area, e.g. ['/dashboard']. */
  paths: readonly string[];
}

/** The gateway on this machine (its default port). */
function defaultApiBaseUrl(): string {
  return `${window.location.protocol}//${window.location.hostname}:8080/api/v1`;
}

function DevSignIn({ audience, apiBaseUrl }: { audience: RemoteAudience; apiBaseUrl: string }) {
  const signInSeller = useSetAtom(signInSellerAtom);
  const signInAdmin = useSetAtom(signInAdminAtom);
  const [credentials, setCredentials] = useState({ email: '', password: '' });
  const bindField = textBinder(credentials, {}, (changes) =>
    setCredentials((current) => ({ ...current, ...changes })),
  );
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const client = createApiClient({ baseUrl: apiBaseUrl });
    try {
      if (audience === 'admin') {
        const response = await loginAdmin(client, credentials);
        // Development's standalone page: the second factor is the shell's (issue 30 item 5).
        if (isAdminLoginChallenge(response)) throw new Error('Sign in through the shell');
        signInAdmin({ token: response.token.accessToken, user: response.user });
      } else {
        const response = await loginSeller(client, credentials);
        signInSeller({ token: response.data.token, seller: response.data.seller });
      }
    } catch (failure) {
      setError(errorMessage(failure, 'Login failed'));
    }
  };

  return (
    <Card style={{ maxWidth: 420, margin: '48px auto' }}>
      <form onSubmit={submit} aria-label="Development sign in">
        <Stack>
          <Muted>Standalone development: sign in as a {audience} to load this area.</Muted>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <TextField label="Email" type="email" autoComplete="username" {...bindField('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...bindField('password')}
          />
          <Button type="submit">Sign in</Button>
        </Stack>
      </form>
    </Card>
  );
}

function StandaloneSession({
  audience,
  apiBaseUrl,
  children,
}: {
  audience: RemoteAudience;
  apiBaseUrl: string;
  children: ReactNode;
}) {
  const sellerIn = useAtomValue(isSellerLoggedInAtom);
  const adminIn = useAtomValue(isAdminLoggedInAtom);
  const logOutSeller = useSetAtom(logOutSellerAtom);
  const logOutAdmin = useSetAtom(logOutAdminAtom);
  const signedIn = audience === 'admin' ? adminIn : sellerIn;
  if (!signedIn) return <DevSignIn audience={audience} apiBaseUrl={apiBaseUrl} />;
  return (
    <>
      <div style={{ padding: 8, textAlign: 'right' }}>
        <LinkButton onClick={() => (audience === 'admin' ? logOutAdmin() : logOutSeller())}>
          Sign out
        </LinkButton>
      </div>
      {children}
    </>
  );
}

export function startStandalone({ Area, audience, paths }: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const apiBaseUrl = defaultApiBaseUrl();
  const first = paths[0] ?? '/';
  createRoot(container).render(
    <UiProvider page>
      <BrowserRouter future={routerFuture}>
        <StandaloneSession audience={audience} apiBaseUrl={apiBaseUrl}>
          <Routes>
            {paths.map((path) => (
              <Route key={path} path={path} element={<Area apiBaseUrl={apiBaseUrl} />} />
            ))}
            <Route
              path="*"
              element={<Navigate to={first.replace(/\/[:*].*$/, '') || '/'} replace />}
            />
          </Routes>
        </StandaloneSession>
      </BrowserRouter>
    </UiProvider>,
  );
}
