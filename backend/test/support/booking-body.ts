/**
 * The body the site's booking form posts (spec section 7). Free of jest, so the benchmarks post the
 * same body as the tests.
 */
export function booking(branchName: string, bookingDate: string, bookingTime: string) {
  return {
    vehicleType: 'Toyota',
    model: '2022',
    transmission: 'Automatic',
    waitingStatus: 'Dropping Off Vehicle',
    serviceDetails: ['A/C Gas Refill'],
    branchName,
    bookingDate,
    bookingTime,
    offer: '',
    isListed: false,
  };
}
