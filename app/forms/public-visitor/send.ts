import { sendEmail } from '~/lib/email';
import { visitorAdminParams } from './payload';
import type { PublicVisitor } from './schema';

export const sendPublicVisitor = (visitor: PublicVisitor) => sendEmail('visitorAdmin', visitorAdminParams(visitor));
