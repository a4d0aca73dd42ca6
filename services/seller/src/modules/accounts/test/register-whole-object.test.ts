import { serverMessages, sellerMessages } from '@drops/contracts';
import { password, serviceForTests, uniqueIdentity } from '../../../../test/helpers';

/**
 * Two clients written from the spec alone keep the whole sign-up in one stored entry and send
 * all of it to every step: each step checks its own fields and lets the other steps' through.
 */
const context = serviceForTests();

const post = (url: string, payload: Record<string, unknown>) =>
  context.app.inject({ method: 'POST', url, payload });

function wholeSignUp(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    accountType: 'sell',
    role: ['brand'],
    somethingElseText: '',
    ...uniqueIdentity(),
    password,
    confirmPassword: password,
    fullName: 'Nora North',
    profileImage: 'seller-profiles/pending/avatar.png',
    country: 'GB',
    bio: 'Limited outerwear.',
    portfolioLink: 'https://example.com/work',
    moodboardImage: 'seller-moodboards/pending/board.png',
    vision: 'Small runs, made well.',
    ...overrides,
  };
}

describe('the whole sign-up object sent to each step', () => {
  it.each([
    ['step1', { success: true, message: sellerMessages.step1Completed }],
    ['step2', { success: true }],
    ['step3', { success: true }],
  ])('%s answers its own step as done', async (step, answer) => {
    const response = await post(`/seller/register/${step}`, wholeSignUp());
    expect(response.json()).toEqual(answer);
    expect(response.statusCode).toBe(200);
  });

  it('still checks the step’s own fields, and only those', async () => {
    const bad = await post('/seller/register/step2', wholeSignUp({ country: 'ZZ', email: 'x' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['country']);
  });

  it('still refuses a field no step has', async () => {
    const response = await post('/seller/register/step1', wholeSignUp({ favouriteColour: 'red' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ favouriteColour: serverMessages.unknownField });
  });

  it('saves nothing at a step', async () => {
    const body = wholeSignUp();
    await post('/seller/register/step1', body);
    expect(await context.database.knex('sellers').where({ email: body.email }).first()).toBe(
      undefined,
    );
  });
});
