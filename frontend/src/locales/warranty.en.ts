import type { Widen } from './widen';

/**
 * English texts of the /WarrantyClaim form. Merged into the main namespace at start-up (the form is a
 * public page); the claim histories of the account and the admin panel are in `signed-in.en.ts`.
 * `warranty.ar.ts` is typed against this object.
 */
export const warrantyEn = {
  claimForm: {
    naNote: 'If Fields are not available please Enter NA',
    requiredNote: 'Fields marked * are required.',
    sections: {
      personal: 'Personal Information',
      failedPart: 'Failed Part',
      failureReason: 'Specific Failure Reason',
      replacementPart: 'Replacement Part',
      comments: 'Additional Comments',
    },
    fields: {
      companyName: 'Customer/Shop Name',
      street: 'Street',
      cityStateZip: 'City, Province, Postal Code',
      phoneNumber: 'Phone Number',
      homeOwnerName: 'Owner Name',
      homeOwnerStreet: 'Owner Street',
      homeOwnerCityStateZip: 'Owner City, Province, Postal Code',
      homeOwnerPhoneNumber: 'Owner Phone Number',
      salesOrderOrInvoiceNumber: 'Sales Order / Invoice Number',
      originalUnitInstallDate: 'Original Install Date',
      failedDate: 'Failed Date',
      manufacturer: 'Manufacturer',
      unitModelNumber: 'Part Model Number',
      unitSerialNumber: 'Part Serial Number',
      unitPartNumber: 'Part Number',
      vehicleName: 'Vehicle Name',
      vehicleModel: 'Vehicle Model',
      failureReason: 'Failure Reason',
      newPartNumber: 'New Part Number',
      newPartName: 'New Part Name',
      newSerialNumber: 'New Serial Number',
      newPartInvoiceNumber: 'New Part Invoice Number',
      message: 'Message',
      invoiceImage: 'Photo of the e-invoice',
    },
    placeholders: {
      vehicleName: 'Select Vehicle Name',
      vehicleModel: 'Select Vehicle Model',
    },
    ownerHint: 'Only when the vehicle owner is not the customer or shop above.',
    invoiceNotice: 'Please bring the original e-invoice with the damaged parts to the branch.',
    cardsHeading: 'Your warranty card',
    cardFront: 'Warranty card, front: customer name, part number and install date',
    cardBack: 'Warranty card, back: warranty terms and the dealer stamp',
    cardFrontCaption: 'Front',
    cardBackCaption: 'Back',
    invoicePhoto: {
      label: 'Photo of the e-invoice (optional)',
      hint: 'PNG, JPEG or WebP, at most {{size}} MB.',
      preview: 'The e-invoice photo that will be sent',
      remove: 'Remove photo',
      wrongType: 'Please choose a PNG, JPEG or WebP image',
      tooLarge: 'The photo is larger than {{size}} MB',
      unreadable: 'The photo could not be read',
      notKept: 'The e-invoice photo is too large to keep while you log in; please add it again after logging in.',
    },
    missing: 'Still needed: {{fields}}',
    submit: 'Submit Claim',
    submitting: 'Submitting…',
    sendingSaved: 'Sending the claim you filled in before logging in…',
    submittedTitle: 'Claim submitted',
    submittedText: 'Your claim reference is {{reference}}. Follow its progress under My Account, Warranty Claim History.',
    toHistory: 'Open my claim history',
  },
};

/** The shape the Arabic warranty texts must fill. */
export type WarrantyMessages = Widen<typeof warrantyEn>;
