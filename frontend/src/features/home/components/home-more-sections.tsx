import { PackageList } from '../../booking/components/package-list';
import { AboutSection, BranchMapSection, CallToAction, ServiceHighlights, WarrantyCta } from './home-sections';
import { WhyUsTabs } from './why-us-tabs';

/** The home page below the booking form, in the spec's order; a package's BOOK NOW fills the form above. */
interface HomeMoreSectionsProps {
  onBookOffer: (offer: string) => void;
  busy: boolean;
  bookingFormId: string;
}

export function HomeMoreSections({ onBookOffer, busy, bookingFormId }: HomeMoreSectionsProps) {
  return (
    <>
      <AboutSection />
      <ServiceHighlights />
      <WhyUsTabs />
      <WarrantyCta />
      <PackageList onBook={onBookOffer} busy={busy} />
      <BranchMapSection />
      <CallToAction bookingFormId={bookingFormId} />
    </>
  );
}
