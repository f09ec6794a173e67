import type { EmailRequest, TemplateParams } from './email';
import { emailConfig, templateIdFor, type EmailTemplate } from './env';
import type { Lang } from '~/lib/lang';

/**
 * The EmailJS request for one of the site's e-mails, with this build's settings: the
 * template in `lang` where one is configured (`templateIdFor`), else the English one.
 */
export function emailRequest(template: EmailTemplate, params: TemplateParams, lang: Lang = 'en'): EmailRequest {
  return {
    origin: emailConfig.origin,
    publicKey: emailConfig.publicKey,
    serviceId: emailConfig.serviceId,
    templateId: templateIdFor(template, lang),
    params,
  };
}
