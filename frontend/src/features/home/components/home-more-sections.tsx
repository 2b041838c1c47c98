import type { ReactNode } from 'react';
import { AboutSection, BranchMapSection, CallToAction, ServiceHighlights, WarrantyCta } from './home-sections';
import { WhyUsTabs } from './why-us-tabs';

/** The home page below the booking form, in the spec's order; a package's BOOK NOW fills the form above. */
interface HomeMoreSectionsProps {
  packages: ReactNode;
  bookingFormId: string;
}

export function HomeMoreSections({ packages, bookingFormId }: HomeMoreSectionsProps) {
  return (
    <>
      <AboutSection />
      <ServiceHighlights />
      <WhyUsTabs />
      <WarrantyCta />
      {packages}
      <BranchMapSection />
      <CallToAction bookingFormId={bookingFormId} />
    </>
  );
}
