import { hashPassword } from '@drops/auth';
import {
  serverMessages,
  validationMessages,
  type RegisterCompleteBody,
  type RegisterStep1Body,
  type Seller,
} from '@drops/contracts';
import { ValidationError, type FieldErrors } from '@drops/service-kit';
import type { Knex } from 'knex';
import {
  SellerUniqueViolation,
  type SellersRepository,
  type UniqueSellerField,
} from '../sellers-repository';

const takenMessages: Record<UniqueSellerField, string> = {
  email: serverMessages.emailTaken,
  username: serverMessages.usernameTaken,
};

/** The duplicate email or username as the field error the sign-up form shows. */
export function takenError(field: UniqueSellerField): ValidationError {
  return new ValidationError({ [field]: takenMessages[field] });
}

/** Field errors for an email or username (case-insensitive) that another seller holds. */
export async function availabilityErrors(
  sellers: SellersRepository,
  candidate: { email?: string; username?: string; exceptId?: string },
  trx?: Knex.Transaction,
): Promise<FieldErrors> {
  const taken = await sellers.findTaken(candidate, trx);
  const errors: FieldErrors = {};
  if (taken.username) errors.username = takenMessages.username;
  if (taken.email) errors.email = takenMessages.email;
  return errors;
}

/**
 * The rules beside the schema: the confirmation matches and the email and username are free.
 * Sign-up completion sends the confirmation only optionally; when absent there is nothing to match.
 */
async function checkAccountDetails(
  sellers: SellersRepository,
  body: Pick<RegisterStep1Body, 'email' | 'username' | 'password'> & { confirmPassword?: string },
  trx?: Knex.Transaction,
): Promise<void> {
  const errors = await availabilityErrors(sellers, body, trx);
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.password)
    errors.confirmPassword = validationMessages.passwordsDoNotMatch;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** Step 1 saves nothing: it answers whether the account details would be accepted. */
export async function checkStep1(sellers: SellersRepository, body: RegisterStep1Body) {
  await checkAccountDetails(sellers, body);
}

/**
 * Creates the seller from every step's answers. New sellers are active and not approved, so a
 * sell account waits for an administrator; the unique indexes settle a concurrent duplicate.
 */
export async function registerSeller(
  sellers: SellersRepository,
  body: RegisterCompleteBody,
  trx?: Knex.Transaction,
): Promise<Seller> {
  await checkAccountDetails(sellers, body, trx);
  const passwordHash = await hashPassword(body.password);
  try {
    return await sellers.create(
      {
        username: body.username,
        email: body.email,
        passwordHash,
        fullName: body.fullName ?? '',
        accountType: body.accountType,
        roles: body.role,
        somethingElseText: body.somethingElseText ?? '',
        profileImage: body.profileImage,
        country: body.country,
        bio: body.bio,
        portfolioLink: body.portfolioLink ?? '',
        moodboardImage: body.moodboardImage ?? '',
        vision: body.vision ?? '',
        isApproved: false,
        isActive: true,
        firstLogin: true,
        invitation: null,
      },
      trx,
    );
  } catch (error) {
    if (error instanceof SellerUniqueViolation) throw takenError(error.field);
    throw error;
  }
}
