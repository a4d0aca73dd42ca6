import { RegisterStep2BodySchema } from '@drops/contracts';
import { registrationStepRoute } from './step-route';

/** POST /seller/register/step2: "Identity & Persona"; the schema holds every rule. */
export default registrationStepRoute('/seller/register/step2', RegisterStep2BodySchema);
