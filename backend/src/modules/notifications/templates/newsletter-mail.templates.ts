import { isolate, type Lang } from '@dealer/contracts';
import type { NewsletterMailParams } from '../../enquiries/index.js';
import { greeting, headerText, inMailLang, layoutMail, type MailContext, type RenderedMail } from './mail-layout.js';

type NewsletterConfirmParams = NewsletterMailParams['newsletter-confirm'];
type NewsletterSubscribedParams = NewsletterMailParams['newsletter-subscribed'];

/**
 * A sign-up's first step: the address joins the list only when its owner opens this link, so somebody
 * typing another person's address in the footer gets them nothing but this one mail, which says so.
 */
export function newsletterConfirmMail(p: NewsletterConfirmParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  return layoutMail(lang, ctx, {
    subject: en ? `Confirm your subscription to the ${ctx.brandName} newsletter` : `أكّد اشتراكك في النشرة البريدية لدى ${ctx.brandName}`,
    greeting: greeting(lang),
    paragraphs: [
      en
        ? `Someone, we hope you, asked for our newsletter at ${p.email}: offers and car-care tips, about once a month. Confirm with the button below and the address joins our list.`
        : `طلب أحدهم، ونأمل أن تكون أنت، استلام نشرتنا البريدية على العنوان ${isolate(p.email)}: عروض ونصائح للعناية بالسيارة، مرة في الشهر تقريباً. أكّد بالزر أدناه ليُضاف العنوان إلى قائمتنا.`,
      en ? 'The link is valid for 48 hours and can be used once.' : 'الرابط صالح لمدة 48 ساعة ويمكن استخدامه مرة واحدة.',
    ],
    action: { label: en ? 'Confirm my subscription' : 'تأكيد اشتراكي', url: p.confirmLink },
    footer: en
      ? 'If you did not ask for it, ignore this mail: without the confirmation your address is not added, and we will not write to it again.'
      : 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن يُضاف عنوانك دون التأكيد، ولن نراسله مرة أخرى.',
  });
}

/**
 * The address is on the list: sent when its owner confirms, and again when the address is signed up
 * once more (the answer on the site never tells whether it was already there). It carries the link that
 * withdraws consent (PDPL: as easy as giving it).
 */
export function newsletterSubscribedMail(p: NewsletterSubscribedParams, lang: Lang, ctx: MailContext): RenderedMail {
  const en = lang === 'en';
  const mail = layoutMail(lang, ctx, {
    subject: en ? `You are subscribed to the ${ctx.brandName} newsletter` : `تم اشتراكك في النشرة البريدية لدى ${ctx.brandName}`,
    greeting: greeting(lang),
    paragraphs: [
      en
        ? `${p.email} is on our newsletter list. We will send you offers and car-care tips, about once a month.`
        : `العنوان ${isolate(p.email)} مسجّل في قائمة نشرتنا البريدية. سنرسل إليك العروض ونصائح العناية بالسيارة، مرة في الشهر تقريباً.`,
      en
        ? 'You can withdraw your consent at any time: the link below opens a page where one click removes your address from the list.'
        : 'يمكنك سحب موافقتك في أي وقت: يفتح الرابط أدناه صفحة يكفي فيها نقرة واحدة لإزالة عنوانك من القائمة.',
    ],
    action: { label: en ? 'Unsubscribe' : 'إلغاء الاشتراك', url: p.unsubscribeLink },
    footer: en
      ? 'If you no longer want the newsletter, use the link to remove your address and we will not write to it again.'
      : 'إذا لم تعد ترغب في النشرة البريدية، فاستخدم الرابط لإزالة عنوانك ولن نراسله مرة أخرى.',
  });
  // Mail programs show their own unsubscribe button for this header.
  return { ...mail, headers: { 'List-Unsubscribe': `<${headerText(inMailLang(p.unsubscribeLink, lang, ctx))}>` } };
}
