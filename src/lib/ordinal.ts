/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st; 'N/A' for a missing rank or one that is not a positive integer. */
export function ordinal(n: number | undefined): string {
  if (n === undefined || !Number.isSafeInteger(n) || n < 1) return 'N/A';
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}
