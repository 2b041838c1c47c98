import { isolate, type Lang } from '@dealer/contracts';
import type { NewsletterMailParams } from '../../enquiries/index.js';
import { greeting, headerText, inMailLang, layoutMail, type MailContext, type RenderedMail } from './mail-layout.js';

type NewsletterSubscribedParams = NewsletterMailParams['newsletter-subscribed'];

/**
 * Sent on every sign-up, first or repeated, so the answer on the site never tells whether an address
 * was already on the list. It carries the link that withdraws consent (PDPL: as easy as giving it).
 */
export function newsletterSubscribedMail(p: NewsletterSubscribedParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  const mail = layoutMail(lang, ctx, {
    subject: en ? `You are subscribed to the ${ctx.brandName} newsletter` : `تم اشتراكك في النشرة البريدية لدى ${ctx.brandName}`,
    greeting: greeting(lang),
    paragraphs: [
      en
        ? `Thank you for subscribing to our newsletter with ${p.email}. We will send you offers and car-care tips, about once a month.`
        : `شكراً لاشتراكك في نشرتنا البريدية بالعنوان ${isolate(p.email)}. سنرسل إليك العروض ونصائح العناية بالسيارة، مرة في الشهر تقريباً.`,
      en
        ? 'You can withdraw your consent at any time: the link below opens a page where one click removes your address from the list.'
        : 'يمكنك سحب موافقتك في أي وقت: يفتح الرابط أدناه صفحة يكفي فيها نقرة واحدة لإزالة عنوانك من القائمة.',
    ],
    action: { label: en ? 'Unsubscribe' : 'إلغاء الاشتراك', url: p.unsubscribeLink },
    footer: en
      ? 'If you did not subscribe, use the link to remove your address and we will not write to it again.'
      : 'إذا لم تشترك بنفسك، فاستخدم الرابط لإزالة عنوانك ولن نراسله مرة أخرى.',
  });
  // Mail programs show their own unsubscribe button for this header.
  return { ...mail, headers: { 'List-Unsubscribe': `<${headerText(inMailLang(p.unsubscribeLink, lang, ctx))}>` } };
}
