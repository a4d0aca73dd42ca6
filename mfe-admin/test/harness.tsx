import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AdminProduct, Category, Seller } from '@drops/contracts';
import { routerFuture } from '@drops/federation';
import { adminSessionKey } from '@drops/session';
import { UiProvider } from '@drops/ui';
import AdminArea from '../src/routes';

export const apiBaseUrl = 'http://gateway.test/api/v1';

export interface Answer {
  status: number;
  body: unknown;
}

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

type Handler = (call: Call) => Answer | Promise<Answer>;

/**
 * The network boundary of the area: `fetch` answering like the gateway, from handlers keyed by
 * "METHOD /path" (the path after /api/v1). Unknown routes answer 404; every call is recorded.
 */
export function installFakeApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fake = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname.replace('/api/v1', ''),
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.Authorization ?? null,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const handler =
      handlers[key] ??
      Object.entries(handlers).find(([pattern]) => {
        const expression = new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`);
        return expression.test(key);
      })?.[1];
    const answer = handler
      ? await handler(call)
      : { status: 404, body: { success: false, error: 'Route not found' } };
    return {
      ok: answer.status < 400,
      status: answer.status,
      json: async () => answer.body,
    } as Response;
  });
  globalThis.fetch = fake as unknown as typeof fetch;
  return { calls, fetch: fake };
}

export const adminUser = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  username: 'chief',
  email: 'chief@drops.test',
  permissions: { admin: true },
};

export function signInAdmin(token = 'admin-token') {
  window.localStorage.setItem(adminSessionKey, JSON.stringify({ token, user: adminUser }));
}

let sequence = 0;
const nextId = () => (++sequence).toString(16).padStart(24, '0');

export function makeSeller(overrides: Partial<Seller> = {}): Seller {
  const id = overrides._id ?? nextId();
  return {
    _id: id,
    username: `seller${id.slice(-4)}`,
    email: `seller${id.slice(-4)}@drops.test`,
    fullName: '',
    accountType: 'sell',
    role: ['creator'],
    roles: ['creator'],
    somethingElseText: '',
    profileImage: '',
    country: 'GB',
    bio: '',
    portfolioLink: '',
    moodboardImage: '',
    vision: '',
    isPrivateProfile: false,
    isRequestedforSell: false,
    isApproved: false,
    isActive: true,
    invitation: null,
    firstLogin: true,
    followersCount: 0,
    sales: 0,
    trustScore: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  const id = overrides._id ?? nextId();
  return {
    _id: id,
    name: `Drop ${id.slice(-4)}`,
    description: '',
    brandName: '',
    category: 'fashion',
    mainImage: '',
    mainImageUrl: '',
    visuals: [],
    galleryImageThumbNails: [],
    price: null,
    rrp: null,
    quantity: null,
    purchaseUrl: '',
    launchDate: null,
    expiryDate: null,
    allowEarlyAccess: false,
    earlyUnits: null,
    timeWindow: null,
    unlockManyUnits: false,
    isNook: false,
    badge: false,
    tags: [],
    categories: [],
    curatedValueTag: [],
    variationsTitle: '',
    variationsObjects: [],
    features: [],
    feedbacks: [],
    isSeries: false,
    seriesName: '',
    collectionId: null,
    sellerId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    selling: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    status: 'published',
    seller: {
      _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      username: 'maker',
      email: 'maker@drops.test',
      profileImage: '',
      accountType: 'sell',
    },
    ...overrides,
  };
}

export function makeCategory(name: string): Category {
  return {
    _id: nextId(),
    name,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
}

export const page = <T,>(
  data: T[],
  pagination: { page?: number; limit?: number; total?: number } = {},
) => {
  const limit = pagination.limit ?? 10;
  const total = pagination.total ?? data.length;
  return {
    status: 200,
    body: {
      success: true,
      data,
      pagination: { page: pagination.page ?? 1, limit, total, pages: Math.ceil(total / limit) },
    },
  };
};

/** Shows where the router is, so tests can read the URL the area wrote. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

/** The area as the shell places it: under /admin/*, with the shell's toaster on the page. */
export function renderArea(path: string) {
  return render(
    <UiProvider page>
      <MemoryRouter initialEntries={[path]} future={routerFuture}>
        <LocationProbe />
        <Routes>
          <Route path="/admin/login" element={<p>Administrator sign in</p>} />
          <Route path="/admin/*" element={<AdminArea apiBaseUrl={apiBaseUrl} />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}
