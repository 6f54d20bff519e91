// Placeholder until the contract page is built (issue 34): the customer helper replaces this file.
export function ContractLoader({ bookingId }: { bookingId: string; uid: string }) {
  return <p>Contract {bookingId}</p>;
}
