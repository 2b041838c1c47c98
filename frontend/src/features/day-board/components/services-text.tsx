import { contentText, type BoardService, type Lang } from '@dealer/contracts';

/** A chip's services in the reader's language; a service without an Arabic name stays English, marked so. */
export function ServicesText({ services, lang }: { services: readonly BoardService[]; lang: Lang }) {
  const separator = lang === 'ar' ? '، ' : ', ';
  return services.map((service, index) => {
    const shown = contentText(service.en, service.ar, lang);
    return (
      <span key={`${service.en}-${index}`}>
        {index > 0 ? separator : null}
        <span lang={shown.lang === lang ? undefined : shown.lang}>{shown.text}</span>
      </span>
    );
  });
}
