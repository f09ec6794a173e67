import type { TemplateParams } from '~/features/registration/email';
import type { Option } from '~/features/registration/fields';
import type { Lang } from '~/lib/lang';
import type { RegistrationEmails } from '~/features/registration/send-registration';
import type { Interest } from './schema';

/** What the e-mails need besides the form: the next edition, and the roles' words in the page's language. */
export type InterestContext = {
  lang: Lang;
  /** The next edition's name, `MYBOS 2027`. */
  nextEdition: string;
  /** The next edition's year, `2027`. */
  nextEditionYear: string;
  roles: readonly Option[];
};

/** The office's e-mail: who, which role (the English value), the language to answer in, and which show. */
export function interestAdminParams(interest: Interest, { lang, nextEdition, nextEditionYear }: InterestContext) {
  const { name, email, role } = interest;
  return { name, email, role, language: lang, nextEdition, nextEditionYear } satisfies TemplateParams;
}

/** The person's confirmation, in their language: the role as the form showed it to them. */
export function interestConfirmationParams(interest: Interest, { nextEdition, roles }: InterestContext) {
  const role = roles.find((option) => option.value === interest.role)?.label ?? interest.role;
  return { visitor_email: interest.email, visitor_name: interest.name, role, nextEdition } satisfies TemplateParams;
}

/** Two e-mails: the office's, then the confirmation in the page's language (its Malay template on /ms). */
export const interestEmails = (interest: Interest, context: InterestContext): RegistrationEmails => ({
  lang: context.lang,
  admin: { template: 'interestAdmin', params: interestAdminParams(interest, context) },
  visitor: { template: 'interestConfirmation', params: interestConfirmationParams(interest, context) },
});
