import { RegisterStep3BodySchema } from '@drops/contracts';
import { registrationStepRoute } from './step-route';

/** POST /seller/register/step3: link, moodboard and vision; the schema holds every rule. */
export default registrationStepRoute('/seller/register/step3', RegisterStep3BodySchema);
