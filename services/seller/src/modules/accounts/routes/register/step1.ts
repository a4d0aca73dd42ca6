import { RegisterStep1BodySchema, sellerMessages } from '@drops/contracts';
import { checkStep1 } from '../../domain/registration';
import { sellersRepository } from '../../sellers-repository-key';
import { registrationStepRoute } from './step-route';

/** POST /seller/register/step1: validates the account details (and that they are free). */
export default registrationStepRoute(
  '/seller/register/step1',
  RegisterStep1BodySchema,
  async (app, body) => {
    await checkStep1(app[sellersRepository], body);
    return { success: true, message: sellerMessages.step1Completed };
  },
);
